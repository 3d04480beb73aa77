<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BundledWorld</name>
    <message>
        <location filename="../widgets/base/bundledworld.cpp" line="67"/>
        <source>cannot create a temporary folder: %1</source>
        <translation>无法创建临时文件夹：%1</translation>
    </message>
    <message>
        <location filename="../widgets/base/bundledworld.cpp" line="100"/>
        <location filename="../widgets/base/bundledworld.cpp" line="141"/>
        <source>cannot copy %1 to %2</source>
        <translation>无法将 %1 复制到 %2</translation>
    </message>
    <message>
        <location filename="../widgets/base/bundledworld.cpp" line="84"/>
        <source>%1 is missing from the resources</source>
        <translation>资源中缺少 %1</translation>
    </message>
</context>
<context>
    <name>FrameGraph</name>
    <message>
        <location filename="../model/framegraph.cpp" line="111"/>
        <source>&apos;relative_to&apos; cycle: %1; the pose is taken relative to the world instead. Make one of these poses relative to a frame outside the cycle.</source>
        <translation>“relative_to”循环：%1；该位姿改为相对于世界坐标系。请使其中一个位姿相对于循环之外的坐标系。</translation>
    </message>
    <message>
        <location filename="../model/framegraph.cpp" line="157"/>
        <source>&apos;attached_to&apos; cycle: %1; these frames are treated as fixed in the world. Attach one of them to a link.</source>
        <translation>“attached_to”循环：%1；这些坐标系被视为固定在世界中。请将其中一个附着到某个连杆上。</translation>
    </message>
    <message>
        <location filename="../model/framegraph.cpp" line="192"/>
        <source>joint &apos;%1&apos; connects link &apos;%2&apos; to itself (its parent and child frames are attached to the same link); it does not move. Name frames of two different links.</source>
        <translation>关节“%1”将连杆“%2”与其自身相连（其父坐标系和子坐标系附着在同一连杆上）；它不会运动。请指定两个不同连杆的坐标系。</translation>
    </message>
</context>
<context>
    <name>ResourceResolver</name>
    <message>
        <location filename="../model/resourceresolver.cpp" line="55"/>
        <source>The URI is empty.</source>
        <translation>URI 为空。</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="57"/>
        <source>The URI is longer than %1 characters.</source>
        <translation>URI 长度超过 %1 个字符。</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="61"/>
        <source>The URI contains a NUL character.</source>
        <translation>URI 包含 NUL 字符。</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="79"/>
        <source>Tried:</source>
        <translation>已尝试：</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="84"/>
        <source>… and %1 more.</source>
        <translation>…… 以及另外 %1 个。</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="96"/>
        <source>Cannot resolve &apos;%1&apos;.</source>
        <translation>无法解析“%1”。</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="97"/>
        <source>Cannot resolve &apos;%1&apos; (referred to in %2).</source>
        <translation>无法解析“%1”（在 %2 中引用）。</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="182"/>
        <source>&apos;%1&apos; is a remote resource; RoboStage never downloads files. Download it and refer to the local copy (a relative path, or model:// with GZ_SIM_RESOURCE_PATH set).</source>
        <translation>“%1”是远程资源；RoboStage 从不下载文件。请下载该文件并引用本地副本（使用相对路径，或在设置 GZ_SIM_RESOURCE_PATH 后使用 model://）。</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="238"/>
        <source>&apos;%1&apos; is a remote Gazebo Fuel resource and no Fuel cache folder is set; RoboStage never downloads files.</source>
        <translation>“%1”是远程 Gazebo Fuel 资源，且未设置 Fuel 缓存文件夹；RoboStage 从不下载文件。</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="242"/>
        <source>&apos;%1&apos; is a remote Gazebo Fuel resource that is not in the local Fuel cache; RoboStage never downloads files.</source>
        <translation>“%1”是远程 Gazebo Fuel 资源，不在本地 Fuel 缓存中；RoboStage 从不下载文件。</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="247"/>
        <source>Download it once with Gazebo (gz fuel download -u URL, or by running the world in Gazebo Sim), or set GZ_FUEL_CACHE_PATH to the Fuel cache that holds it.</source>
        <translation>请用 Gazebo 下载一次（gz fuel download -u URL，或在 Gazebo Sim 中运行该世界），或将 GZ_FUEL_CACHE_PATH 设置为包含它的 Fuel 缓存。</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="195"/>
        <source>The URI names no %1; expected %1://NAME/path.</source>
        <translation>该 URI 未指定 %1；应为 %1://NAME/path。</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="215"/>
        <source>The scheme &apos;%1://&apos; is not supported; use package://, model://, file:// or a path.</source>
        <translation>不支持方案“%1://”；请使用 package://、model://、file:// 或路径。</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="267"/>
        <source>Check that the file exists.</source>
        <translation>请检查该文件是否存在。</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="279"/>
        <source>Relative file:// paths are taken from the folder of the referring file, then from GZ_SIM_RESOURCE_PATH / SDF_PATH / GAZEBO_MODEL_PATH; check that the file exists or add its folder to one of them.</source>
        <translation>相对 file:// 路径先在引用文件所在的文件夹中查找，然后在 GZ_SIM_RESOURCE_PATH / SDF_PATH / GAZEBO_MODEL_PATH 中查找；请检查该文件是否存在，或将其所在文件夹添加到其中之一。</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="283"/>
        <source>Relative paths are taken from the folder of the referring file; check that the file exists there.</source>
        <translation>相对路径在引用文件所在的文件夹中查找；请检查该文件是否存在于该处。</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="306"/>
        <source>Package &apos;%1&apos; was not found: set ROS_PACKAGE_PATH (or AMENT_PREFIX_PATH) to a folder that contains it, or open the file from inside the package.</source>
        <translation>未找到包“%1”：请将 ROS_PACKAGE_PATH（或 AMENT_PREFIX_PATH）设置为包含它的文件夹，或从该包内部打开文件。</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="310"/>
        <source>Package &apos;%1&apos; was found at %2, but it has no &apos;%3&apos;.</source>
        <translation>在 %2 找到了包“%1”，但其中没有“%3”。</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="347"/>
        <source>Model &apos;%1&apos; was not found: add the folder that contains it to GZ_SIM_RESOURCE_PATH (or SDF_PATH / GAZEBO_MODEL_PATH).</source>
        <translation>未找到模型“%1”：请将包含它的文件夹添加到 GZ_SIM_RESOURCE_PATH（或 SDF_PATH / GAZEBO_MODEL_PATH）。</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="351"/>
        <source>Model &apos;%1&apos; was found at %2, but it has no &apos;%3&apos;.</source>
        <translation>在 %2 找到了模型“%1”，但其中没有“%3”。</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="398"/>
        <source>Cannot include &apos;%1&apos; (referred to in %2): %3</source>
        <translation>无法包含“%1”（在 %2 中引用）：%3</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="409"/>
        <source>&apos;%1&apos; is not a model folder.</source>
        <translation>“%1”不是模型文件夹。</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="466"/>
        <source>%1 is not a model folder: it has no model.config naming an existing file and no model.sdf.</source>
        <translation>%1 不是模型文件夹：它既没有指向现有文件的 model.config，也没有 model.sdf。</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="471"/>
        <source>A model folder needs a model.config with &lt;sdf version=&quot;…&quot;&gt;FILE&lt;/sdf&gt;, or a model.sdf.</source>
        <translation>模型文件夹需要一个包含 &lt;sdf version=&quot;…&quot;&gt;FILE&lt;/sdf&gt; 的 model.config，或一个 model.sdf。</translation>
    </message>
</context>
<context>
    <name>edit</name>
    <message>
        <location filename="../app/geometryedits.cpp" line="39"/>
        <source>expected NAME=SHAPE</source>
        <translation>应为 NAME=SHAPE</translation>
    </message>
    <message>
        <location filename="../app/geometryedits.cpp" line="107"/>
        <source>give LINK=box|cylinder|sphere|capsule|hull, optionally followed by ,replace and by ,visual=NAME for each visual to fit (default: all)</source>
        <translation>请给出 LINK=box|cylinder|sphere|capsule|hull，可在其后加 ,replace，并为每个要拟合的视觉体加 ,visual=NAME（默认：全部）</translation>
    </message>
</context>
<context>
    <name>robostage</name>
    <message>
        <location filename="../model/document.cpp" line="44"/>
        <source>the file is empty or has no XML element</source>
        <translation>文件为空或不含任何 XML 元素</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="46"/>
        <source>&lt;%1&gt; is not closed, or is closed by a different tag</source>
        <translation>&lt;%1&gt; 未闭合，或被不同的标签闭合</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="48"/>
        <source>an element could not be read (%1)</source>
        <translation>无法读取某个元素（%1）</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="50"/>
        <source>an attribute could not be read (%1); attribute values need quotes</source>
        <translation>无法读取某个属性（%1）；属性值需要加引号</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="52"/>
        <source>text outside of any element or not XML at all</source>
        <translation>文本位于任何元素之外，或根本不是 XML</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="54"/>
        <source>a comment is not closed with --&gt;</source>
        <translation>注释未以 --&gt; 闭合</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="67"/>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="72"/>
        <source>the file contains binary data, not XML text</source>
        <translation>文件包含二进制数据，而不是 XML 文本</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="78"/>
        <source>the file does not start with &apos;&lt;&apos;, so it is not XML</source>
        <translation>文件不以“&lt;”开头，因此不是 XML</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="14"/>
        <source>&amp;Fit to Scene</source>
        <translation>适应场景(&amp;F)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="25"/>
        <source>F&amp;ront View</source>
        <translation>前视图(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="26"/>
        <source>&amp;Top View</source>
        <translation>俯视图(&amp;T)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="27"/>
        <source>&amp;Side View</source>
        <translation>侧视图(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="28"/>
        <source>&amp;Iso View</source>
        <translation>等轴测视图(&amp;I)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="30"/>
        <source>&amp;Camera</source>
        <translation>相机(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="40"/>
        <source>&amp;Perspective</source>
        <translation>透视(&amp;P)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="43"/>
        <source>&amp;Orthographic</source>
        <translation>正交(&amp;O)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="53"/>
        <source>&amp;Reset Camera</source>
        <translation>重置相机(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="62"/>
        <source>S&amp;how</source>
        <translation>显示(&amp;H)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="70"/>
        <source>&amp;Visuals</source>
        <translation>视觉元素(&amp;V)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="72"/>
        <source>&amp;Collisions</source>
        <translation>碰撞几何(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="74"/>
        <source>&amp;Both</source>
        <translation>两者(&amp;B)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="97"/>
        <source>&amp;Solid</source>
        <translation>实体(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="99"/>
        <source>&amp;Wireframe</source>
        <translation>线框(&amp;W)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="101"/>
        <source>&amp;Transparent</source>
        <translation>透明(&amp;T)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="130"/>
        <source>Link &amp;Frames</source>
        <translation>连杆坐标系(&amp;F)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="131"/>
        <source>&amp;Joint Axes</source>
        <translation>关节轴(&amp;J)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="132"/>
        <source>Centre of &amp;Mass / Inertia</source>
        <translation>质心 / 惯性(&amp;M)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="134"/>
        <source>&amp;Light Markers</source>
        <translation>光源标记(&amp;L)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="135"/>
        <source>Camera F&amp;rustums</source>
        <translation>相机视锥(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="136"/>
        <source>&amp;Drake Force Elements</source>
        <translation>Drake 力元素(&amp;D)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="160"/>
        <source>&amp;Grid and Origin Axes</source>
        <translation>网格和原点坐标轴(&amp;G)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="162"/>
        <source>S&amp;ky</source>
        <translation>天空(&amp;K)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="164"/>
        <source>F&amp;og</source>
        <translation>雾(&amp;O)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="166"/>
        <source>S&amp;hadows</source>
        <translation>阴影(&amp;H)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="173"/>
        <source>Grid</source>
        <translation>网格</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="410"/>
        <source>light &apos;%1&apos; (URDF has no lights)</source>
        <translation>光源“%1”（URDF 没有光源）</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="412"/>
        <source>world frame &apos;%1&apos;</source>
        <translation>世界坐标系“%1”</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="414"/>
        <source>&lt;%1&gt; of the world</source>
        <translation>世界的 &lt;%1&gt;</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="425"/>
        <source>the file is not SDFormat; only SDFormat converts to URDF</source>
        <translation>该文件不是 SDFormat；只有 SDFormat 可以转换为 URDF</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="431"/>
        <source>the file has %1 models; a URDF describes exactly one robot</source>
        <translation>该文件有 %1 个模型；一个 URDF 只描述一个机器人</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="438"/>
        <source>world joint &apos;%1&apos; cannot be expressed: URDF joints connect links of one robot</source>
        <translation>无法表达世界关节“%1”：URDF 关节只连接同一机器人的连杆</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="445"/>
        <source>nested model &apos;%1&apos; cannot be expressed: a URDF robot has no nested robots</source>
        <translation>无法表达嵌套模型“%1”：URDF 机器人没有嵌套机器人</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="450"/>
        <source>model &apos;%1&apos; has no link</source>
        <translation>模型“%1”没有连杆</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="423"/>
        <location filename="../model/convert/urdftosdf.cpp" line="435"/>
        <source>SDFormat version &apos;%1&apos; cannot be written; use 1.9, 1.10 or 1.11</source>
        <translation>无法写入 SDFormat 版本“%1”；请使用 1.9、1.10 或 1.11</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="428"/>
        <source>the file is not a SimRobot scene</source>
        <translation>该文件不是 SimRobot 场景</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdf.cpp" line="440"/>
        <source>the file is not a URDF robot; only URDF converts to SDFormat</source>
        <translation>该文件不是 URDF 机器人；只有 URDF 可以转换为 SDFormat</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="38"/>
        <source>cannot write the file: %1</source>
        <translation>无法写入文件：%1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="146"/>
        <source>1 model</source>
        <translation>1 个模型</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="147"/>
        <source>%1 models</source>
        <translation>%1 个模型</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="148"/>
        <source>1 link</source>
        <translation>1 个连杆</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="149"/>
        <source>%1 links</source>
        <translation>%1 个连杆</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="150"/>
        <source>1 joint</source>
        <translation>1 个关节</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="151"/>
        <source>%1 joints</source>
        <translation>%1 个关节</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="152"/>
        <source>1 frame</source>
        <translation>1 个坐标系</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="153"/>
        <source>%1 frames</source>
        <translation>%1 个坐标系</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="154"/>
        <source>1 visual</source>
        <translation>1 个视觉元素</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="155"/>
        <source>%1 visuals</source>
        <translation>%1 个视觉元素</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="156"/>
        <source>1 collision</source>
        <translation>1 个碰撞几何</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="157"/>
        <source>%1 collisions</source>
        <translation>%1 个碰撞几何</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="158"/>
        <source>1 light</source>
        <translation>1 个光源</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="159"/>
        <source>%1 lights</source>
        <translation>%1 个光源</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="160"/>
        <source>1 sensor</source>
        <translation>1 个传感器</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="161"/>
        <source>%1 sensors</source>
        <translation>%1 个传感器</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="172"/>
        <source>no entity changed</source>
        <translation>没有实体被更改</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="173"/>
        <source>%1 changed</source>
        <translation>已更改 %1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/imageexport.cpp" line="32"/>
        <source>there is nothing to draw</source>
        <translation>没有可绘制的内容</translation>
    </message>
    <message>
        <location filename="../widgets/properties/fuelnote.cpp" line="19"/>
        <source>from the Fuel cache entry %1</source>
        <translation>来自 Fuel 缓存条目 %1</translation>
    </message>
    <message>
        <location filename="../model/geometry/trianglemesh.cpp" line="94"/>
        <source>mesh &apos;%1&apos; was not found</source>
        <translation>未找到网格 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../model/geometry/trianglemesh.cpp" line="118"/>
        <source>mesh &apos;%1&apos; has no triangles to measure</source>
        <translation>网格 &apos;%1&apos; 没有可测量的三角形</translation>
    </message>
    <message>
        <location filename="../model/geometry/autoinertial.cpp" line="44"/>
        <source>link %1 has &lt;inertial auto=&quot;true&quot;&gt; but no &lt;collision&gt; to compute it from; add a collision, or write the inertial&apos;s values and remove auto=&quot;true&quot;</source>
        <translation>连杆 %1 有 &lt;inertial auto=&quot;true&quot;&gt;，但没有可用于计算的 &lt;collision&gt;；请添加碰撞体，或写出惯性参数的值并删除 auto=&quot;true&quot;</translation>
    </message>
    <message>
        <location filename="../model/geometry/autoinertial.cpp" line="58"/>
        <source>collision &apos;%1&apos; is left out of link %2&apos;s automatic inertial: %3</source>
        <translation>碰撞体 &apos;%1&apos; 未计入连杆 %2 的自动惯性参数：%3</translation>
    </message>
    <message>
        <location filename="../model/geometry/autoinertial.cpp" line="59"/>
        <location filename="../model/geometry/massproperties.cpp" line="92"/>
        <location filename="../model/geometry/massproperties.cpp" line="121"/>
        <location filename="../model/geometry/trianglemesh.cpp" line="184"/>
        <source>the shape has no volume</source>
        <translation>该形状没有体积</translation>
    </message>
    <message>
        <location filename="../model/geometry/autoinertial.cpp" line="69"/>
        <source>link %1 has &lt;inertial auto=&quot;true&quot;&gt; but no collision with a volume; its inertial values are the file&apos;s</source>
        <translation>连杆 %1 有 &lt;inertial auto=&quot;true&quot;&gt;，但没有具有体积的碰撞体；其惯性参数取文件中的值</translation>
    </message>
    <message>
        <location filename="../model/geometry/autoinertial.cpp" line="76"/>
        <source>a collision mesh of link %1 is not closed: its automatic inertial may be far off</source>
        <translation>连杆 %1 的一个碰撞网格不封闭：其自动惯性参数可能偏差很大</translation>
    </message>
    <message>
        <location filename="../model/geometry/convexhull.cpp" line="85"/>
        <source>Qhull could not make the hull: %1</source>
        <translation>Qhull 无法生成凸包：%1</translation>
    </message>
    <message>
        <location filename="../model/geometry/convexhull.cpp" line="102"/>
        <source>a hull needs at least 4 points, there are %1</source>
        <translation>凸包至少需要 4 个点，现有 %1 个</translation>
    </message>
    <message>
        <location filename="../model/geometry/fitcollision.cpp" line="63"/>
        <source>IoU %1, visual outside %2 m, collision outside %3 m, uncovered %4 %</source>
        <translation>IoU %1，视觉体超出 %2 m，碰撞体超出 %3 m，未覆盖 %4 %</translation>
    </message>
    <message>
        <location filename="../model/geometry/inertialcheck.cpp" line="60"/>
        <source>link %1: %2; simulators refuse or mishandle such a link</source>
        <translation>连杆 %1：%2；仿真器会拒绝或错误处理这样的连杆</translation>
    </message>
    <message>
        <location filename="../model/geometry/inertialcheck.cpp" line="82"/>
        <source>link %1: its inertia (principal moments %2 kg·m²) is %3 times %4 than its collision geometry gives at its mass of %5 kg (%6 kg·m²); check the units and values, or compute it (Edit › Compute Inertia…)</source>
        <translation>连杆 %1：其惯量（主惯量 %2 kg·m²）是按其碰撞几何体在质量 %5 kg 下得出的惯量（%6 kg·m²）的 %3 倍（%4）；请检查单位和数值，或进行计算（编辑 › 计算惯量…）</translation>
    </message>
    <message>
        <location filename="../model/geometry/inertialcheck.cpp" line="87"/>
        <source>larger</source>
        <translation>偏大</translation>
    </message>
    <message>
        <location filename="../model/geometry/inertialcheck.cpp" line="87"/>
        <source>smaller</source>
        <translation>偏小</translation>
    </message>
    <message>
        <location filename="../model/geometry/meshfile.cpp" line="51"/>
        <source>%1: Assimp could not write the mesh: %2</source>
        <translation>%1：Assimp 无法写入网格：%2</translation>
    </message>
    <message>
        <location filename="../model/geometry/meshfile.cpp" line="60"/>
        <source>%1: cannot write the mesh file: %2</source>
        <translation>%1：无法写入网格文件：%2</translation>
    </message>
    <message>
        <location filename="../model/geometry/shapefit.cpp" line="79"/>
        <source>%1 has no visual named &apos;%2&apos;</source>
        <translation>%1 没有名为 &apos;%2&apos; 的视觉体</translation>
    </message>
    <message>
        <location filename="../model/geometry/shapefit.cpp" line="91"/>
        <source>%1 has no visual with a surface to fit a collision shape to%2</source>
        <translation>%1 没有带表面的视觉体可用于拟合碰撞形状%2</translation>
    </message>
    <message>
        <location filename="../model/geometry/shapefit.cpp" line="102"/>
        <source>%1: the visuals have no volume to fit a collision shape to (%2)</source>
        <translation>%1：视觉体没有可拟合碰撞形状的体积（%2）</translation>
    </message>
    <message>
        <location filename="../model/geometry/shapefit.cpp" line="132"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>robostage::AddActions</name>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="67"/>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="78"/>
        <source>&amp;Model…</source>
        <translation>模型(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="78"/>
        <source>&amp;Link…</source>
        <translation>连杆(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="79"/>
        <source>&amp;Joint…</source>
        <translation>关节(&amp;J)…</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="79"/>
        <source>&amp;Visual…</source>
        <translation>视觉(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="80"/>
        <source>&amp;Collision…</source>
        <translation>碰撞体(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="81"/>
        <source>&amp;Frame…</source>
        <translation>坐标系(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="81"/>
        <source>L&amp;ight…</source>
        <translation>灯光(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="82"/>
        <source>&amp;Sensor…</source>
        <translation>传感器(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="120"/>
        <source>Open or make a file first (File › New)</source>
        <translation>请先打开或新建文件（文件 › 新建）</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="131"/>
        <source>A URDF file holds one robot: open or make an SDFormat file</source>
        <translation>URDF 文件只包含一个机器人：请打开或新建 SDFormat 文件</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="150"/>
        <source>A joint connects two links: add a second link first</source>
        <translation>关节连接两个连杆：请先添加第二个连杆</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="154"/>
        <source>Select the model to add it to</source>
        <translation>请选择要添加到的模型</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="163"/>
        <location filename="../widgets/editing/addactions.cpp" line="182"/>
        <location filename="../widgets/editing/addactions.cpp" line="188"/>
        <source>Select the link to add it to</source>
        <translation>请选择要添加到的连杆</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="167"/>
        <source>URDF has no frames: add a link with a fixed joint instead</source>
        <translation>URDF 没有坐标系：请改为添加一个带固定关节的连杆</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="173"/>
        <source>Select the model or link to add it to</source>
        <translation>请选择要添加到的模型或连杆</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="194"/>
        <source>Add it to %1</source>
        <translation>添加到 %1</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="307"/>
        <location filename="../widgets/editing/addactions.cpp" line="374"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactionsplace.cpp" line="44"/>
        <source>%1 is gone from the document; add it again</source>
        <translation>%1 已不在文档中；请重新添加</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactionsplace.cpp" line="67"/>
        <source>Click in the view where %1 goes</source>
        <translation>在视图中点击 %1 要放置的位置</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactionsplace.cpp" line="73"/>
        <source>Click the parent link of joint %1</source>
        <translation>点击关节 %1 的父连杆</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactionsplace.cpp" line="74"/>
        <source>Click the child link of joint %1</source>
        <translation>点击关节 %1 的子连杆</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactionsplace.cpp" line="91"/>
        <source>%1 is not a link of %2: pick the links of the joint&apos;s model</source>
        <translation>%1 不是 %2 的连杆：请选择该关节所属模型的连杆</translation>
    </message>
</context>
<context>
    <name>robostage::AddEntityDialog</name>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="55"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="57"/>
        <source>In</source>
        <translation>位于</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="140"/>
        <source>Parent joint</source>
        <translation>父关节</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="65"/>
        <location filename="../widgets/dialogs/adddialog.cpp" line="149"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="152"/>
        <source>Parent link</source>
        <translation>父连杆</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="158"/>
        <source>Child link</source>
        <translation>子连杆</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="177"/>
        <source>Pick the parent and then the child link in the view or the scene tree</source>
        <translation>在视图或场景树中先选择父连杆，再选择子连杆</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="71"/>
        <source>Geometry</source>
        <translation>几何体</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="80"/>
        <source>Size</source>
        <translation>尺寸</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="97"/>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="98"/>
        <source>Rotation</source>
        <translation>旋转</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="101"/>
        <source>Place where you right-clicked in the view</source>
        <translation>放置在视图中右键点击的位置</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="102"/>
        <source>Place by clicking in the view</source>
        <translation>通过在视图中点击来放置</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="105"/>
        <source>The entity goes to the point on the surface or the ground you right-clicked, with the rotation above</source>
        <translation>实体将放置在您右键点击的表面或地面上的点，并使用上面的旋转</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="107"/>
        <source>After Add, click a surface or the ground in the 3D view: the entity goes there, with the rotation above</source>
        <translation>点击“添加”后，在三维视图中点击一个表面或地面：实体将放置在那里，并使用上面的旋转</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="119"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="147"/>
        <source>Joint type</source>
        <translation>关节类型</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="171"/>
        <source>The joint&apos;s axis in the joint frame: it turns about it (revolute, continuous), slides along it (prismatic) or, for a planar joint, moves in the plane normal to it</source>
        <translation>关节坐标系中的关节轴：关节绕它转动（revolute、continuous）、沿它滑动（prismatic），平面关节则在与它垂直的平面内运动</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="174"/>
        <source>Axis</source>
        <translation>轴</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="204"/>
        <source>(a new shape)</source>
        <translation>（新形状）</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="206"/>
        <source>visual %1</source>
        <translation>视觉体 %1</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="207"/>
        <source>Start from a visual&apos;s geometry and pose; change them below before adding if you like</source>
        <translation>以某个视觉体的几何与位姿为起点；添加前可在下方修改</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="209"/>
        <source>Copy of</source>
        <translation>复制自</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="252"/>
        <source>package://, model:// or a relative path</source>
        <translation>package://、model:// 或相对路径</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="253"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="256"/>
        <source>Scale factor of the mesh</source>
        <translation>网格的缩放系数</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="259"/>
        <source>scale</source>
        <translation>缩放</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="261"/>
        <source>Mesh</source>
        <translation>网格</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="265"/>
        <source>Mesh File</source>
        <translation>网格文件</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="266"/>
        <source>Meshes (*.dae *.stl *.STL *.obj *.gltf *.glb *.fbx *.ply);;All files (*)</source>
        <translation>网格 (*.dae *.stl *.STL *.obj *.gltf *.glb *.fbx *.ply);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="302"/>
        <location filename="../widgets/dialogs/adddialog.cpp" line="304"/>
        <source>radius</source>
        <translation>半径</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="304"/>
        <source>length</source>
        <translation>长度</translation>
    </message>
</context>
<context>
    <name>robostage::AddPicking</name>
    <message>
        <location filename="../widgets/tools/addpicking.cpp" line="50"/>
        <location filename="../widgets/tools/addpicking.cpp" line="80"/>
        <source>%1 (Esc cancels)</source>
        <translation>%1（按 Esc 取消）</translation>
    </message>
    <message>
        <location filename="../widgets/tools/addpicking.cpp" line="68"/>
        <source>Add cancelled</source>
        <translation>已取消添加</translation>
    </message>
</context>
<context>
    <name>robostage::ArgumentsDock</name>
    <message>
        <location filename="../widgets/mainwindow/argumentsdock.cpp" line="28"/>
        <source>Arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/argumentsdock.cpp" line="46"/>
        <source>Defaults</source>
        <translation>默认值</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/argumentsdock.cpp" line="47"/>
        <source>Put every field back to its default value</source>
        <translation>将所有字段恢复为默认值</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/argumentsdock.cpp" line="48"/>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/argumentsdock.cpp" line="49"/>
        <source>Expand the file again with these values</source>
        <translation>使用这些值重新展开文件</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/argumentsdock.cpp" line="88"/>
        <source>Arguments are those of xacro files (xacro:arg); this file has none.</source>
        <translation>参数是 xacro 文件中的参数（xacro:arg）；此文件没有参数。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/argumentsdock.cpp" line="92"/>
        <source>xacro:arg values of %1. Change them and press Apply to expand the file again.</source>
        <translation>%1 的 xacro:arg 值。修改后点击“应用”即可重新展开文件。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/argumentsdock.cpp" line="95"/>
        <source>%1 declares no xacro:arg.</source>
        <translation>%1 未声明任何 xacro:arg。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/argumentsdock.cpp" line="106"/>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/argumentsdock.cpp" line="115"/>
        <source>Default: &apos;%1&apos; (%2)</source>
        <translation>默认值：“%1”（%2）</translation>
    </message>
</context>
<context>
    <name>robostage::BackgroundChecks</name>
    <message>
        <location filename="../model/geometry/backgroundchecks.cpp" line="60"/>
        <source>the inertial checks ran out of memory; their warnings are left out</source>
        <translation>惯性检查内存不足；其警告未列出</translation>
    </message>
</context>
<context>
    <name>robostage::CachedMeshProvider</name>
    <message>
        <location filename="../render/meshprovider.cpp" line="159"/>
        <source>mesh &apos;%1&apos; is drawn as a placeholder cube: %2</source>
        <translation>网格“%1”以占位立方体绘制：%2</translation>
    </message>
    <message>
        <location filename="../render/meshprovider.cpp" line="164"/>
        <source>its URI did not resolve to a file</source>
        <translation>其 URI 未解析到文件</translation>
    </message>
    <message>
        <location filename="../render/meshprovider.cpp" line="184"/>
        <source>mesh &apos;%1&apos; names texture files that do not exist next to it (%2); its surfaces are drawn without them. Copy the images beside the mesh file.</source>
        <translation>网格“%1”引用了其旁边不存在的纹理文件（%2）；其表面将不带纹理绘制。请将图像复制到网格文件旁边。</translation>
    </message>
    <message>
        <location filename="../render/meshprovider.cpp" line="190"/>
        <source>&apos;%1&apos; has no triangles</source>
        <translation>“%1”没有三角形</translation>
    </message>
    <message>
        <location filename="../render/meshprovider.cpp" line="191"/>
        <source>&apos;%1&apos; has no submesh &apos;%2&apos;</source>
        <translation>“%1”没有子网格“%2”</translation>
    </message>
</context>
<context>
    <name>robostage::ClipboardActions</name>
    <message>
        <location filename="../widgets/editing/clipboardactions.cpp" line="33"/>
        <source>Copy a model, link, visual, collision or frame first</source>
        <translation>请先复制一个模型、连杆、视觉、碰撞体或坐标系</translation>
    </message>
    <message>
        <location filename="../widgets/editing/clipboardactions.cpp" line="48"/>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <location filename="../widgets/editing/clipboardactions.cpp" line="49"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/editing/clipboardactions.cpp" line="50"/>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <location filename="../widgets/editing/clipboardactions.cpp" line="94"/>
        <source>Copy the selection and delete it</source>
        <translation>复制所选内容并将其删除</translation>
    </message>
    <message>
        <location filename="../widgets/editing/clipboardactions.cpp" line="101"/>
        <source>Paste %1 %2 into %3</source>
        <translation>将 %1 %2 粘贴到 %3</translation>
    </message>
    <message>
        <location filename="../widgets/editing/clipboardactions.cpp" line="122"/>
        <source>Copied %1 %2</source>
        <translation>已复制 %1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/editing/clipboardactions.cpp" line="175"/>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
</context>
<context>
    <name>robostage::CollisionFitDock</name>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="69"/>
        <source>Collision Fit</source>
        <translation>碰撞拟合</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="74"/>
        <source>&amp;Heat map</source>
        <translation>热力图(&amp;H)</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="76"/>
        <source>Check over joint &amp;ranges</source>
        <translation>在关节范围内检查(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="77"/>
        <source>&amp;Fit collision…</source>
        <translation>拟合碰撞体(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="78"/>
        <source>&amp;SRDF…</source>
        <translation>&amp;SRDF…</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="79"/>
        <source>Check &amp;anyway</source>
        <translation>仍然检查(&amp;A)</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="85"/>
        <source>Colour each link in the view by how well its collisions fit its visuals: green is a close fit, red a poor one</source>
        <translation>按碰撞体与视觉体的吻合程度为视图中的每个连杆着色：绿色为吻合，红色为不吻合</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="87"/>
        <source>Sample every joint over its range and list the pairs of links that collide somewhere</source>
        <translation>在各关节范围内采样，列出在某处发生碰撞的连杆对</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="89"/>
        <source>Generate a collision shape for the selected link from its visuals: box, cylinder, sphere, capsule or convex hull</source>
        <translation>根据所选连杆的视觉体生成碰撞形状：长方体、圆柱、球、胶囊或凸包</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="93"/>
        <source>Also check the pairs of links whose &lt;self_collide&gt; is false (a view option: the file is not changed)</source>
        <translation>同时检查 &lt;self_collide&gt; 为 false 的连杆对（视图选项：不修改文件）</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="96"/>
        <source>Choose the MoveIt SRDF file whose &lt;disable_collisions&gt; pairs are not checked (by default the .srdf of the same name beside the file)</source>
        <translation>选择 MoveIt SRDF 文件，其 &lt;disable_collisions&gt; 中的连杆对不做检查（默认：文件旁同名的 .srdf）</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="111"/>
        <source>Link A</source>
        <translation>连杆 A</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="111"/>
        <source>Link B</source>
        <translation>连杆 B</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="111"/>
        <source>Depth mm</source>
        <translation>深度 mm</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="111"/>
        <source>Joints</source>
        <translation>关节</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="122"/>
        <source>IoU ≤ 0.3</source>
        <translation>IoU ≤ 0.3</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="124"/>
        <source>≥ 0.9</source>
        <translation>≥ 0.9</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="125"/>
        <source>Heat map: red where the collisions fit the visuals poorly (intersection over union 0.3 or less), green where they fit closely (0.9 or more)</source>
        <translation>热图：碰撞体与视觉体贴合差处为红色（交并比 0.3 或更低），贴合紧密处为绿色（0.9 或更高）</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="197"/>
        <source>Show how well each link&apos;s collisions fit its visuals and which links collide</source>
        <translation>显示各连杆碰撞体与视觉体的吻合程度以及哪些连杆发生碰撞</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="256"/>
        <source>Not measured yet.</source>
        <translation>尚未测量。</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="297"/>
        <source>Measuring…</source>
        <translation>正在测量…</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="325"/>
        <source>Out of memory while measuring the collision shapes.</source>
        <translation>测量碰撞形状时内存不足。</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitsrdf.cpp" line="32"/>
        <source>Choose the SRDF of %1</source>
        <translation>选择 %1 的 SRDF</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitsrdf.cpp" line="33"/>
        <source>SRDF files (*.srdf);;All files (*)</source>
        <translation>SRDF 文件 (*.srdf);;所有文件 (*)</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/collisionfit/collisionfitsrdf.cpp" line="56"/>
        <source>%n link(s) measured.</source>
        <translation>
            <numerusform>已测量 %n 个连杆。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/collisionfit/collisionfitsrdf.cpp" line="59"/>
        <source>%n with open meshes (measured by a vote of rays).</source>
        <translation>
            <numerusform>其中 %n 个含不闭合网格（按射线表决测量）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitsrdf.cpp" line="62"/>
        <source>Pairs disabled in %1 are left out.</source>
        <translation>已排除 %1 中禁用的连杆对。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/collisionfit/collisionfitsrdf.cpp" line="69"/>
        <source>%n more not checked.</source>
        <translation>
            <numerusform>另有 %n 个未检查。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="436"/>
        <source>Select a link (in the view, the scene tree or the table) to fit a collision shape to its visuals.</source>
        <translation>请选择一个连杆（在视图、场景树或表格中），以便为其视觉体拟合碰撞形状。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/collisionfit/collisionfitpairs.cpp" line="62"/>
        <source>At the joint positions now: %n pair(s)</source>
        <translation>
            <numerusform>当前关节位置：%n 对</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/collisionfit/collisionfitpairs.cpp" line="64"/>
        <source> (%n pair(s) not checked: their links have &lt;self_collide&gt;false)</source>
        <translation>
            <numerusform>（%n 对未检查：其连杆的 &lt;self_collide&gt; 为 false）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitpairs.cpp" line="78"/>
        <source>now</source>
        <translation>当前</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitpairs.cpp" line="86"/>
        <source>links %1 and %2 collide at the current joint positions, %3 mm deep (View › Collision Fit)</source>
        <translation>连杆 %1 与 %2 在当前关节位置发生碰撞，深度 %3 mm（视图 › 碰撞拟合）</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitpairs.cpp" line="100"/>
        <source>Not measured yet: wait for the measurement to finish.</source>
        <translation>尚未测量：请等待测量完成。</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitpairs.cpp" line="118"/>
        <source>Over the joint ranges (%1): %2</source>
        <translation>在关节范围内（%1）：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/collisionfit/collisionfitpairs.cpp" line="119"/>
        <source>%n joint(s) sampled</source>
        <translation>
            <numerusform>已采样 %n 个关节</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/collisionfit/collisionfitpairs.cpp" line="120"/>
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n 对</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitpairs.cpp" line="136"/>
        <source>Click to move the joints here</source>
        <translation>单击将关节移动到此处</translation>
    </message>
</context>
<context>
    <name>robostage::CollisionFitModel</name>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="75"/>
        <source>Measured before the last edit; measuring again</source>
        <translation>在上次编辑之前测得；正在重新测量</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="108"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="108"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="112"/>
        <source>A mesh of this link is not closed: its inside is a majority vote of rays along ±x, ±y and ±z.</source>
        <translation>此连杆的某个网格不闭合：其内部由沿 ±x、±y、±z 的射线多数表决确定。</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="137"/>
        <source>Link</source>
        <translation>连杆</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="139"/>
        <source>Visual cm³</source>
        <translation>视觉体 cm³</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="141"/>
        <source>Collision cm³</source>
        <translation>碰撞体 cm³</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="143"/>
        <source>IoU</source>
        <translation>IoU</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="145"/>
        <source>Visual out mm</source>
        <translation>视觉体超出 mm</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="147"/>
        <source>Collision out mm</source>
        <translation>碰撞体超出 mm</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="149"/>
        <source>Uncovered %</source>
        <translation>未覆盖 %</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="151"/>
        <source>Closed</source>
        <translation>闭合</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="159"/>
        <source>Volume of the union of the link&apos;s visuals</source>
        <translation>连杆视觉体并集的体积</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="161"/>
        <source>Volume of the union of the link&apos;s collisions</source>
        <translation>连杆碰撞体并集的体积</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="163"/>
        <source>Intersection over union of the visuals and the collisions: 1 is a perfect fit</source>
        <translation>视觉体与碰撞体的交并比：1 表示完全吻合</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="166"/>
        <source>How far the visuals stick out of the collisions at most (the red mark)</source>
        <translation>视觉体最多超出碰撞体多远（红色标记）</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="168"/>
        <source>How far the collisions reach beyond the visuals at most (the blue mark)</source>
        <translation>碰撞体最多超出视觉体多远（蓝色标记）</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="171"/>
        <source>Share of the visual volume that no collision covers</source>
        <translation>未被任何碰撞体覆盖的视觉体积比例</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="173"/>
        <source>Whether every mesh of the link is closed</source>
        <translation>连杆的每个网格是否闭合</translation>
    </message>
</context>
<context>
    <name>robostage::ComputeInertiaDialog</name>
    <message>
        <location filename="../widgets/collisionfit/computeinertiadialog.cpp" line="51"/>
        <source>Compute Inertia of %1</source>
        <translation>计算 %1 的惯量</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/computeinertiadialog.cpp" line="55"/>
        <source>Uniform density (kg/m³)</source>
        <translation>均匀密度 (kg/m³)</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/computeinertiadialog.cpp" line="56"/>
        <source>Total mass (kg)</source>
        <translation>总质量 (kg)</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/computeinertiadialog.cpp" line="63"/>
        <source>From the link&apos;s collisions, or its visuals when it has none. Each shape counts on its own, as in gz-sim.</source>
        <translation>根据连杆的碰撞体计算，没有碰撞体时使用视觉体。每个形状单独计算，与 gz-sim 相同。</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/computeinertiadialog.cpp" line="66"/>
        <source>&amp;Apply</source>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/computeinertiadialog.cpp" line="69"/>
        <source>&amp;Basis:</source>
        <translation>依据(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/computeinertiadialog.cpp" line="70"/>
        <source>&amp;Value:</source>
        <translation>数值(&amp;V)：</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/computeinertiadialog.cpp" line="84"/>
        <source>Compute &amp;Inertia…</source>
        <translation>计算惯量(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/computeinertiadialog.cpp" line="86"/>
        <source>Set the selected link&apos;s mass, centre of mass and inertia from its collision geometry</source>
        <translation>根据碰撞几何体设置所选连杆的质量、质心和惯量</translation>
    </message>
</context>
<context>
    <name>robostage::ContextMenus</name>
    <message>
        <location filename="../widgets/editing/contextmenus.cpp" line="61"/>
        <source>&amp;Focus on Selection</source>
        <translation>聚焦到所选对象(&amp;F)</translation>
    </message>
    <message>
        <location filename="../widgets/editing/contextmenus.cpp" line="63"/>
        <source>Turn the camera to the selection so that it fills the view</source>
        <translation>将相机转向所选对象，使其充满视图</translation>
    </message>
    <message>
        <location filename="../widgets/editing/contextmenus.cpp" line="68"/>
        <location filename="../widgets/editing/contextmenus.cpp" line="150"/>
        <source>&amp;Hide Selected</source>
        <translation>隐藏所选对象(&amp;H)</translation>
    </message>
    <message>
        <location filename="../widgets/editing/contextmenus.cpp" line="70"/>
        <source>Hide or show the visuals and collisions of the selection</source>
        <translation>隐藏或显示所选对象的视觉元素和碰撞几何</translation>
    </message>
    <message>
        <location filename="../widgets/editing/contextmenus.cpp" line="72"/>
        <source>Copy &amp;Name</source>
        <translation>复制名称(&amp;N)</translation>
    </message>
    <message>
        <location filename="../widgets/editing/contextmenus.cpp" line="74"/>
        <source>Copy the name of the selected entity to the clipboard</source>
        <translation>将所选实体的名称复制到剪贴板</translation>
    </message>
    <message>
        <location filename="../widgets/editing/contextmenus.cpp" line="82"/>
        <location filename="../widgets/editing/contextmenus.cpp" line="157"/>
        <source>&amp;Open Containing File</source>
        <translation>打开所在文件(&amp;O)</translation>
    </message>
    <message>
        <location filename="../widgets/editing/contextmenus.cpp" line="84"/>
        <source>Open the file the selected entity was read from</source>
        <translation>打开读取所选实体的文件</translation>
    </message>
    <message>
        <location filename="../widgets/editing/contextmenus.cpp" line="150"/>
        <source>&amp;Show Selected</source>
        <translation>显示所选对象(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/editing/contextmenus.cpp" line="157"/>
        <source>Show Containing &amp;Folder</source>
        <translation>显示所在文件夹(&amp;F)</translation>
    </message>
    <message>
        <location filename="../widgets/editing/contextmenus.cpp" line="159"/>
        <source>Select an entity to open the file it was read from</source>
        <translation>选择一个实体以打开读取它的文件</translation>
    </message>
    <message>
        <location filename="../widgets/editing/contextmenus.cpp" line="160"/>
        <source>Show the folder of %1 in the file manager</source>
        <translation>在文件管理器中显示 %1 所在的文件夹</translation>
    </message>
    <message>
        <location filename="../widgets/editing/contextmenus.cpp" line="162"/>
        <source>Open %1, which the selected entity was read from</source>
        <translation>打开 %1（所选实体读取自该文件）</translation>
    </message>
</context>
<context>
    <name>robostage::DiagnosticsDock</name>
    <message>
        <location filename="../widgets/mainwindow/diagnosticsdock.cpp" line="13"/>
        <location filename="../widgets/mainwindow/diagnosticsdock.cpp" line="58"/>
        <source>Diagnostics</source>
        <translation>诊断</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/diagnosticsdock.cpp" line="19"/>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/diagnosticsdock.cpp" line="19"/>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/diagnosticsdock.cpp" line="19"/>
        <source>Location</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/diagnosticsdock.cpp" line="49"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/diagnosticsdock.cpp" line="49"/>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/diagnosticsdock.cpp" line="58"/>
        <source>Diagnostics (%1)</source>
        <translation>诊断（%1）</translation>
    </message>
</context>
<context>
    <name>robostage::DifferencesDock</name>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="50"/>
        <source>Differences</source>
        <translation>差异</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="54"/>
        <source>&amp;Stop Comparing</source>
        <translation>停止比较(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="60"/>
        <source>Entity</source>
        <translation>实体</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="60"/>
        <source>Change</source>
        <translation>更改</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="94"/>
        <source>Compare &amp;With…</source>
        <translation>与…比较(&amp;W)</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="95"/>
        <source>Compare With &amp;Saved</source>
        <translation>与已保存的比较(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="99"/>
        <source>Compare With</source>
        <translation>与…比较</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="101"/>
        <source>Robot and world descriptions (*.sdf *.world *.urdf *.xacro *.ros2 *.rsi2);;All files (*)</source>
        <translation>机器人和世界描述 (*.sdf *.world *.urdf *.xacro *.ros2 *.rsi2);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="108"/>
        <source>Show another description as a ghost in the view and list what differs</source>
        <translation>在视图中以虚影显示另一个描述并列出差异</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="115"/>
        <source>Show the file as last saved as a ghost and list the unsaved changes</source>
        <translation>以虚影显示最后保存的文件并列出未保存的更改</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="142"/>
        <location filename="../widgets/compare/differencesdock.cpp" line="178"/>
        <source>Compare: open a file first</source>
        <translation>比较：请先打开一个文件</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="146"/>
        <source>Compare: %1 cannot be read; check the path</source>
        <translation>比较：无法读取 %1；请检查路径</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="151"/>
        <source>Compare: %1 is not a description RoboStage reads</source>
        <translation>比较：%1 不是 RoboStage 可读取的描述</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="208"/>
        <source>File › Compare With… shows another description, or Compare With Saved the file as last saved, as a ghost in the view, and lists what differs here.</source>
        <translation>“文件 › 与…比较”在视图中以虚影显示另一个描述，“与已保存的比较”显示最后保存的文件，并在此列出差异。</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="232"/>
        <source>%1, added</source>
        <translation>%1，已添加</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="233"/>
        <source>%1, removed</source>
        <translation>%1，已删除</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="242"/>
        <source>Moved with the changes</source>
        <translation>随更改移动</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="247"/>
        <source>%1 mm, %2°</source>
        <translation>%1 mm，%2°</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="256"/>
        <source>No differences from %1.</source>
        <translation>与 %1 没有差异。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/compare/differencesdock.cpp" line="257"/>
        <source>Compared with %1 (the ghost): %n entities differ</source>
        <translation>
            <numerusform>已与 %1（虚影）比较：%n 个实体不同</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="269"/>
        <source>%1 is only in %2</source>
        <translation>%1 只存在于 %2 中</translation>
    </message>
</context>
<context>
    <name>robostage::Document</name>
    <message>
        <location filename="../model/document.cpp" line="158"/>
        <source>The path contains bytes that are not UTF-8 (shown as %1), which RoboStage cannot open; rename the file or folder to UTF-8 (for example with convmv).</source>
        <translation>路径中含有非 UTF-8 字节（显示为 %1），RoboStage 无法打开；请将文件或文件夹重命名为 UTF-8（例如使用 convmv）。</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="161"/>
        <source>Check that the file exists and is readable.</source>
        <translation>请检查文件是否存在且可读。</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="163"/>
        <source>cannot read &apos;%1&apos;: %2. %3</source>
        <translation>无法读取“%1”：%2。%3</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="170"/>
        <source>%1. RoboStage reads SDFormat, URDF and SimRobot XML files; check that this is the file you meant.</source>
        <translation>%1。RoboStage 读取 SDFormat、URDF 和 SimRobot XML 文件；请检查这是否是您要打开的文件。</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="175"/>
        <source>elements are nested deeper than %1 levels here, which is not read (a guard against files made to exhaust the stack); the file is not loaded. Flatten the nesting: robot descriptions need far fewer levels.</source>
        <translation>此处元素嵌套超过 %1 层，不予读取（防止文件耗尽栈空间）；文件未加载。请减少嵌套：机器人描述所需的层级要少得多。</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="181"/>
        <source>malformed XML: %1. Fix the XML syntax at this line.</source>
        <translation>XML 格式错误：%1。请修正此行的 XML 语法。</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="186"/>
        <source>included file &apos;%1&apos; could not be parsed</source>
        <translation>无法解析被包含的文件“%1”</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="191"/>
        <source>the file is not valid UTF-8 from this line on; RoboStage reads XML as UTF-8 (an encoding= declaration such as ISO-8859-1 is not honoured), so such characters show as replacement characters. Save the file as UTF-8.</source>
        <translation>文件从此行起不是有效的 UTF-8；RoboStage 按 UTF-8 读取 XML（不遵循 ISO-8859-1 等 encoding= 声明），因此这些字符显示为替换字符。请将文件保存为 UTF-8。</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="199"/>
        <source>&lt;!DOCTYPE&gt; declares entities, which RoboStage does not expand (nor do libsdformat and urdfdom): a reference such as &amp;name; stays as written and no external entity is read. Write the values out instead.</source>
        <translation>&lt;!DOCTYPE&gt; 声明了实体，RoboStage 不会展开它们（libsdformat 和 urdfdom 也不会）：&amp;name; 之类的引用保持原样，也不会读取任何外部实体。请直接写出这些值。</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="299"/>
        <source>xacro expansion</source>
        <translation>xacro 展开结果</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="331"/>
        <source>unknown root element &lt;%1&gt;: expected &lt;sdf&gt; (SDFormat), &lt;robot&gt; (URDF) or &lt;Simulation&gt; (SimRobot).</source>
        <translation>未知的根元素 &lt;%1&gt;：应为 &lt;sdf&gt;（SDFormat）、&lt;robot&gt;（URDF）或 &lt;Simulation&gt;（SimRobot）。</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="325"/>
        <source>&lt;%1&gt; is the pre-SDF Gazebo 0.x world format, which RoboStage does not read. Convert it to SDFormat (for example with Gazebo&apos;s &apos;gzsdf&apos; tool) and open the result.</source>
        <translation>&lt;%1&gt; 是 SDF 之前的 Gazebo 0.x 世界格式，RoboStage 无法读取。请将其转换为 SDFormat（例如使用 Gazebo 的“gzsdf”工具）并打开转换结果。</translation>
    </message>
</context>
<context>
    <name>robostage::EditActions</name>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="24"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="27"/>
        <source>Write the edits to the file, changing only the edited elements</source>
        <translation>将编辑写入文件，只更改被编辑的元素</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="29"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="32"/>
        <source>Write the file with its edits under another name</source>
        <translation>将带有编辑的文件以另一个名称写出</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="42"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="45"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="102"/>
        <source>Save As</source>
        <translation>另存为</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="103"/>
        <source>Robot and world descriptions (*.sdf *.world *.urdf);;All files (*)</source>
        <translation>机器人和世界描述文件 (*.sdf *.world *.urdf);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="140"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="140"/>
        <source>The edits were not saved.</source>
        <translation>编辑未保存。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="151"/>
        <source>Nothing to save</source>
        <translation>没有需要保存的内容</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="152"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="163"/>
        <source>Unsaved Edits</source>
        <translation>未保存的编辑</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="163"/>
        <source>%1 has edits that are not saved. Save them?</source>
        <translation>%1 有未保存的编辑。是否保存？</translation>
    </message>
</context>
<context>
    <name>robostage::FileMenu</name>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="50"/>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="59"/>
        <source>SDFormat &amp;World</source>
        <translation>SDFormat 世界(&amp;W)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="60"/>
        <source>A new SDFormat world with a sun and a ground plane</source>
        <translation>新的 SDFormat 世界，带太阳光和地面</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="61"/>
        <source>SDFormat &amp;Model</source>
        <translation>SDFormat 模型(&amp;M)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="62"/>
        <source>A new SDFormat model with one link</source>
        <translation>新的 SDFormat 模型，带一个连杆</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="63"/>
        <source>URDF &amp;Robot</source>
        <translation>URDF 机器人(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="64"/>
        <source>A new URDF robot with one link, base_link</source>
        <translation>新的 URDF 机器人，带一个连杆 base_link</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="74"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="78"/>
        <source>Open a robot or world description (SDFormat, URDF)</source>
        <translation>打开机器人或世界描述文件（SDFormat、URDF）</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="80"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="86"/>
        <source>Re&amp;load</source>
        <translation>重新加载(&amp;L)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="90"/>
        <source>Read the file again, keeping the camera, the selection and the joint positions</source>
        <translation>重新读取文件，保留相机、选择和关节位置</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="94"/>
        <source>Export as &amp;SDF…</source>
        <translation>导出为 &amp;SDF…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="97"/>
        <source>Export as &amp;URDF…</source>
        <translation>导出为 &amp;URDF…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="100"/>
        <source>Export &amp;Image…</source>
        <translation>导出图像(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="102"/>
        <source>Write the view as a PNG image, at a size of your choice</source>
        <translation>将视图写为 PNG 图像，尺寸可自选</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="105"/>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="108"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="126"/>
        <source>Write the SimRobot scene as an SDFormat 1.9 world (inline meshes as OBJ files in a folder beside it)</source>
        <translation>将 SimRobot 场景写为 SDFormat 1.9 世界（内嵌网格写为旁边文件夹中的 OBJ 文件）</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="128"/>
        <source>Write the URDF robot as an SDFormat 1.9 model</source>
        <translation>将 URDF 机器人写为 SDFormat 1.9 模型</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="129"/>
        <source>Write the SDFormat model as a URDF robot (one model, a tree of joints)</source>
        <translation>将 SDFormat 模型写为 URDF 机器人（一个模型，一棵关节树）</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="138"/>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="138"/>
        <source>Cannot make a new file: %1</source>
        <translation>无法创建新文件：%1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="154"/>
        <source>Open Robot or World Description</source>
        <translation>打开机器人或世界描述文件</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="155"/>
        <source>Robot and world descriptions (*.sdf *.world *.urdf *.xacro *.ros2 *.rsi2 *.ros3 *.rsi3);;SDFormat (*.sdf *.world);;URDF (*.urdf);;xacro (*.xacro);;SimRobot scenes (*.ros2 *.rsi2 *.ros3 *.rsi3);;All files (*)</source>
        <translation>机器人和世界描述文件 (*.sdf *.world *.urdf *.xacro *.ros2 *.rsi2 *.ros3 *.rsi3);;SDFormat (*.sdf *.world);;URDF (*.urdf);;xacro (*.xacro);;SimRobot 场景 (*.ros2 *.rsi2 *.ros3 *.rsi3);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="169"/>
        <source>Removed from Open Recent, no longer found: %1</source>
        <translation>已从“最近打开”中移除，不再存在：%1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="178"/>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="186"/>
        <source>&amp;Clear Menu</source>
        <translation>清除菜单(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="196"/>
        <source>Open Recent</source>
        <translation>最近打开</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="197"/>
        <source>%1 no longer exists; it was removed from the recent files.</source>
        <translation>%1 已不存在；已将其从最近文件中移除。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="217"/>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="227"/>
        <source>Export as SDF</source>
        <translation>导出为 SDF</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="217"/>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="227"/>
        <source>Export as URDF</source>
        <translation>导出为 URDF</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="218"/>
        <source>SDFormat (*.sdf)</source>
        <translation>SDFormat (*.sdf)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="218"/>
        <source>URDF (*.urdf)</source>
        <translation>URDF (*.urdf)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="230"/>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="237"/>
        <source>Exported %1 with one remark on what was not converted exactly.</source>
        <translation>已导出 %1，附有一条关于未能精确转换内容的说明。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="238"/>
        <source>Exported %1 with %2 remarks on what was not converted exactly.</source>
        <translation>已导出 %1，附有 %2 条关于未能精确转换内容的说明。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="243"/>
        <source>Cannot export as SDF: %1 was not written.</source>
        <translation>无法导出为 SDF：未写入 %1。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="244"/>
        <source>Cannot export as URDF: %1 was not written.</source>
        <translation>无法导出为 URDF：未写入 %1。</translation>
    </message>
</context>
<context>
    <name>robostage::FitCollisionDialog</name>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="28"/>
        <source>&amp;Replace the link&apos;s collisions</source>
        <translation>替换连杆的碰撞体(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="34"/>
        <source>Fit Collision to %1</source>
        <translation>为 %1 拟合碰撞体</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="36"/>
        <source>Oriented box (smallest)</source>
        <translation>有向包围盒（最小）</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="37"/>
        <source>Cylinder (best axis)</source>
        <translation>圆柱（最佳轴）</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="38"/>
        <source>Sphere (smallest)</source>
        <translation>球（最小）</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="39"/>
        <source>Capsule</source>
        <translation>胶囊</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="40"/>
        <source>Convex hull (at most %1 vertices, an STL file beside the description)</source>
        <translation>凸包（最多 %1 个顶点，描述文件旁的 STL 文件）</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="44"/>
        <source>Delete the link&apos;s other collisions in the same edit; otherwise the new collision is added beside them</source>
        <translation>在同一次编辑中删除连杆的其他碰撞体；否则新碰撞体与之并存</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="50"/>
        <source>&amp;Apply</source>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="53"/>
        <source>&amp;Shape:</source>
        <translation>形状(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="57"/>
        <source>&amp;Only around visual &apos;%1&apos; (else all the link&apos;s)</source>
        <translation>仅包围视觉体 &apos;%1&apos;（否则为该连杆的全部视觉体）(&amp;O)</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="95"/>
        <source>%1 × %2 × %3 m</source>
        <translation>%1 × %2 × %3 m</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="99"/>
        <source>radius %1 m, length %2 m</source>
        <translation>半径 %1 m，长度 %2 m</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="102"/>
        <source>radius %1 m</source>
        <translation>半径 %1 m</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="106"/>
        <source>%1 vertices (the full hull has %2)</source>
        <translation>%1 个顶点（完整凸包有 %2 个）</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="107"/>
        <source>%1 vertices</source>
        <translation>%1 个顶点</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="112"/>
        <source>%1, volume %2 m³
%3</source>
        <translation>%1，体积 %2 m³
%3</translation>
    </message>
</context>
<context>
    <name>robostage::GizmoController</name>
    <message>
        <location filename="../widgets/tools/gizmocontroller.cpp" line="402"/>
        <source>Turn axis of %1</source>
        <translation>转动 %1 的轴</translation>
    </message>
    <message>
        <location filename="../widgets/tools/gizmocontroller.cpp" line="421"/>
        <source>Move %1</source>
        <translation>移动 %1</translation>
    </message>
    <message>
        <location filename="../widgets/tools/gizmocontroller.cpp" line="421"/>
        <source>Rotate %1</source>
        <translation>旋转 %1</translation>
    </message>
    <message>
        <location filename="../widgets/tools/gizmoik.cpp" line="22"/>
        <source>Drag Joints: base link: %1</source>
        <translation>拖动关节：基座连杆：%1</translation>
    </message>
    <message>
        <location filename="../widgets/tools/gizmoik.cpp" line="53"/>
        <source>Drag Joints: %1 stops at the nearest pose it reaches: %2</source>
        <translation>拖动关节：%1 停在能到达的最近位姿：%2</translation>
    </message>
    <message>
        <location filename="../widgets/tools/ikdrag.cpp" line="35"/>
        <source>Drag Joints: &apos;%1&apos; is fixed in the world</source>
        <translation>拖动关节：&apos;%1&apos; 固定在世界中</translation>
    </message>
    <message>
        <location filename="../widgets/tools/ikdrag.cpp" line="41"/>
        <source>Drag Joints: %1</source>
        <translation>拖动关节：%1</translation>
    </message>
    <message>
        <location filename="../widgets/tools/gizmoresize.cpp" line="59"/>
        <source>Resize %1: %2</source>
        <translation>调整 %1 的大小：%2</translation>
    </message>
    <message>
        <location filename="../widgets/tools/gizmoresize.cpp" line="91"/>
        <source>Resize %1</source>
        <translation>调整 %1 的大小</translation>
    </message>
</context>
<context>
    <name>robostage::HeightmapText</name>
    <message>
        <location filename="../render/heightmapmesh.cpp" line="92"/>
        <source>heightmap image &apos;%1&apos; was not found; check the URI and the model search paths (GZ_SIM_RESOURCE_PATH)</source>
        <translation>高度图图像“%1”未找到；请检查 URI 和模型搜索路径（GZ_SIM_RESOURCE_PATH）</translation>
    </message>
    <message>
        <location filename="../render/heightmapmesh.cpp" line="102"/>
        <source>heightmap &apos;%1&apos;: cannot read it as a grayscale image (%2); it looks like a DEM elevation file, which Gazebo reads with GDAL: convert it to an 8- or 16-bit grayscale PNG to view it here</source>
        <translation>高度图“%1”：无法作为灰度图像读取（%2）；它看起来是 DEM 高程文件，Gazebo 使用 GDAL 读取此类文件：请将其转换为 8 位或 16 位灰度 PNG 以在此查看</translation>
    </message>
    <message>
        <location filename="../render/heightmapmesh.cpp" line="106"/>
        <source>heightmap &apos;%1&apos;: cannot read it as a grayscale image (%2); use an 8- or 16-bit grayscale PNG</source>
        <translation>高度图“%1”：无法作为灰度图像读取（%2）；请使用 8 位或 16 位灰度 PNG</translation>
    </message>
    <message>
        <location filename="../render/heightmapmesh.cpp" line="110"/>
        <source>floating-point samples</source>
        <translation>浮点采样</translation>
    </message>
    <message>
        <location filename="../render/heightmapmesh.cpp" line="113"/>
        <source>heightmap &apos;%1&apos; is %2×%3 pixels; it needs at least 2×2</source>
        <translation>高度图“%1”为 %2×%3 像素；至少需要 2×2</translation>
    </message>
    <message>
        <location filename="../render/heightmapmesh.cpp" line="214"/>
        <source>heightmap &apos;%1&apos;: texture layer %2 has no &lt;blend&gt;; skipped</source>
        <translation>高度图“%1”：纹理层 %2 没有 &lt;blend&gt;；已跳过</translation>
    </message>
    <message>
        <location filename="../render/heightmapmesh.cpp" line="222"/>
        <source>heightmap &apos;%1&apos;: texture layer %2: diffuse image &apos;%3&apos; was not found; layer skipped</source>
        <translation>高度图“%1”：纹理层 %2：未找到漫反射图像“%3”；已跳过该层</translation>
    </message>
    <message>
        <location filename="../render/heightmapmesh.cpp" line="224"/>
        <source>heightmap &apos;%1&apos;: texture layer %2: diffuse image &apos;%3&apos; cannot be read; layer skipped</source>
        <translation>高度图“%1”：纹理层 %2：无法读取漫反射图像“%3”；已跳过该层</translation>
    </message>
</context>
<context>
    <name>robostage::ImageExportDialog</name>
    <message>
        <location filename="../widgets/dialogs/imageexportdialog.cpp" line="22"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/imageexportdialog.cpp" line="33"/>
        <source>Export Image</source>
        <translation>导出图像</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/imageexportdialog.cpp" line="36"/>
        <source>&amp;Keep the view&apos;s aspect ratio</source>
        <translation>保持视图的宽高比(&amp;K)</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/imageexportdialog.cpp" line="39"/>
        <source>&amp;Transparent background (no sky)</source>
        <translation>透明背景（无天空）(&amp;T)</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/imageexportdialog.cpp" line="47"/>
        <source>Size:</source>
        <translation>尺寸：</translation>
    </message>
</context>
<context>
    <name>robostage::InertiaBasis</name>
    <message>
        <location filename="../model/geometry/computeinertia.cpp" line="35"/>
        <source>&apos;%1&apos;: give mass:KG or density:KG_PER_M3 with a number &gt; 0</source>
        <translation>&apos;%1&apos;：请给出 mass:KG 或 density:KG_PER_M3，数值须 &gt; 0</translation>
    </message>
</context>
<context>
    <name>robostage::JointsDock</name>
    <message>
        <location filename="../widgets/joints/jointsdock.cpp" line="16"/>
        <source>Joints</source>
        <translation>关节</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdock.cpp" line="22"/>
        <source>No movable joints.</source>
        <translation>没有可活动的关节。</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdock.cpp" line="23"/>
        <source>&amp;Reset</source>
        <translation>重置(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdock.cpp" line="24"/>
        <source>Save as &amp;Initial</source>
        <translation>保存为初始位置(&amp;I)</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdock.cpp" line="28"/>
        <source>Put every joint back to where it starts (its initial position: 0 unless the file gives one)</source>
        <translation>将每个关节放回起始处（其初始位置：文件未给出时为 0）</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdock.cpp" line="49"/>
        <source>Poses the robot in the view; the file changes only on Save as Initial.</source>
        <translation>仅在视图中摆放机器人；只有“保存为初始位置”才会更改文件。</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdock.cpp" line="37"/>
        <source>Filter joints by name</source>
        <translation>按名称筛选关节</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointrow.cpp" line="61"/>
        <source>no usable limits: the slider spans %1° to %2°</source>
        <translation>没有可用的限位：滑块范围为 %1° 到 %2°</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointrow.cpp" line="64"/>
        <source>no usable limits: the slider spans %1 m to %2 m</source>
        <translation>没有可用的限位：滑块范围为 %1 m 到 %2 m</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointrow.cpp" line="71"/>
        <source>the limits do not include 0; the slider reaches 0 too</source>
        <translation>限位不包含 0；滑块也可到达 0</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointrow.cpp" line="78"/>
        <source>starts at %1°</source>
        <translation>起始于 %1°</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointrow.cpp" line="79"/>
        <source>starts at %1 m</source>
        <translation>起始于 %1 m</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointrow.cpp" line="82"/>
        <source>first axis only</source>
        <translation>仅第一个轴</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointtable.cpp" line="122"/>
        <source>follows %1 × %2</source>
        <translation>跟随 %1 × %2</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointtable.cpp" line="124"/>
        <source>follows %1: %2 × (%1 − %3) + %4</source>
        <translation>跟随 %1：%2 × (%1 − %3) + %4</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdockrows.cpp" line="47"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdockrows.cpp" line="57"/>
        <source> °</source>
        <translation> °</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdockrows.cpp" line="61"/>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocklist.cpp" line="72"/>
        <source>%1 joints</source>
        <translation>%1 个关节</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocklist.cpp" line="74"/>
        <source>%1 joints in one model</source>
        <translation>一个模型中的 %1 个关节</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocklist.cpp" line="75"/>
        <source>%1 joints in %2 models</source>
        <translation>%2 个模型中的 %1 个关节</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocklist.cpp" line="81"/>
        <source>%1: none matches “%2”.</source>
        <translation>%1：没有与“%2”匹配的关节。</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocklist.cpp" line="83"/>
        <source>%1: showing the one that matches “%2”.</source>
        <translation>%1：显示与“%2”匹配的那一个。</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocklist.cpp" line="85"/>
        <source>%1: showing the %2 that match “%3”.</source>
        <translation>%1：显示与“%3”匹配的 %2 个。</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocklist.cpp" line="89"/>
        <source>%1: showing the first %2 of the %3 that match “%4”; type more to narrow the list.</source>
        <translation>%1：显示与“%4”匹配的 %3 个中的前 %2 个；继续输入以缩小列表。</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocklist.cpp" line="96"/>
        <source>%1: select a model (in the view or the scene tree) to see its joints, or filter them by name.</source>
        <translation>%1：选择一个模型（在视图或场景树中）以查看其关节，或按名称筛选。</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocklist.cpp" line="107"/>
        <source>%1: %2 has no movable joints; select another model, or filter by name.</source>
        <translation>%1：%2 没有可动关节；请选择另一个模型，或按名称筛选。</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocklist.cpp" line="112"/>
        <source>%1: showing the first %2 of %3&apos;s %4 joints; filter by name to find the others.</source>
        <translation>%1：显示 %3 的 %4 个关节中的前 %2 个；按名称筛选以找到其他关节。</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocklist.cpp" line="116"/>
        <source>%1: showing %2&apos;s only joint; select another model to see its joints, or filter by name.</source>
        <translation>%1：显示 %2 唯一的关节；选择另一个模型以查看其关节，或按名称筛选。</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocklist.cpp" line="120"/>
        <source>%1: showing %2&apos;s %3 joints; select another model to see its joints, or filter by name.</source>
        <translation>%1：显示 %2 的 %3 个关节；选择另一个模型以查看其关节，或按名称筛选。</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocktools.cpp" line="38"/>
        <source>Drag Joints (K) moves the joints between this link and the dragged link</source>
        <translation>拖动关节（K）移动此连杆与被拖动连杆之间的关节</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocktools.cpp" line="44"/>
        <source>Drag &amp;base:</source>
        <translation>拖动基座(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocktools.cpp" line="49"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocktools.cpp" line="50"/>
        <source>Copy the joint positions</source>
        <translation>复制关节位置</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocktools.cpp" line="55"/>
        <source>Joint positions copied as YAML</source>
        <translation>已将关节位置复制为 YAML</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocktools.cpp" line="56"/>
        <source>Joint positions copied as --joint arguments</source>
        <translation>已将关节位置复制为 --joint 参数</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocktools.cpp" line="58"/>
        <source>As --joint &amp;Arguments</source>
        <translation>作为 --joint 参数(&amp;A)</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocktools.cpp" line="60"/>
        <source>As &amp;YAML</source>
        <translation>作为 YAML(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocktools.cpp" line="75"/>
        <source>(root)</source>
        <translation>（根）</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocktools.cpp" line="97"/>
        <source>Write the joint positions into the file as the joints&apos; initial positions (SDFormat &lt;initial_position&gt;); one undoable edit</source>
        <translation>将关节位置作为关节的初始位置写入文件（SDFormat &lt;initial_position&gt;）；一次可撤销的编辑</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocktools.cpp" line="99"/>
        <source>Only SDFormat files have initial joint positions; use Copy for a controller&apos;s configuration</source>
        <translation>只有 SDFormat 文件有关节初始位置；请用“复制”获取控制器配置所需的值</translation>
    </message>
</context>
<context>
    <name>robostage::LibraryDock</name>
    <message>
        <location filename="../widgets/library/librarydock.cpp" line="29"/>
        <source>Insert</source>
        <translation>插入</translation>
    </message>
    <message>
        <location filename="../widgets/library/librarydock.cpp" line="40"/>
        <source>Search models</source>
        <translation>搜索模型</translation>
    </message>
    <message>
        <location filename="../widgets/library/librarydock.cpp" line="54"/>
        <source>Look for models again</source>
        <translation>重新查找模型</translation>
    </message>
    <message>
        <location filename="../widgets/library/librarydock.cpp" line="69"/>
        <source>Drag a model onto the 3D view to insert it there</source>
        <translation>将模型拖到三维视图中即可在该处插入</translation>
    </message>
    <message>
        <location filename="../widgets/library/librarydock.cpp" line="108"/>
        <source>Looking for models… found so far: %1</source>
        <translation>正在查找模型…已找到：%1</translation>
    </message>
    <message>
        <location filename="../widgets/library/librarydock.cpp" line="113"/>
        <source>No models found. Set GZ_SIM_RESOURCE_PATH (or SDF_PATH, GAZEBO_MODEL_PATH) to folders of models, or download models with Gazebo into its Fuel cache.</source>
        <translation>未找到模型。请将 GZ_SIM_RESOURCE_PATH（或 SDF_PATH、GAZEBO_MODEL_PATH）设置为模型所在的文件夹，或用 Gazebo 将模型下载到其 Fuel 缓存中。</translation>
    </message>
    <message>
        <location filename="../widgets/library/librarydock.cpp" line="117"/>
        <source>Models: %1</source>
        <translation>模型：%1</translation>
    </message>
    <message>
        <location filename="../widgets/library/librarydock.cpp" line="125"/>
        <source>(folders passed over: %1)</source>
        <translation>（跳过的文件夹：%1）</translation>
    </message>
    <message>
        <location filename="../widgets/library/librarydock.cpp" line="147"/>
        <source>Model from &amp;Library…</source>
        <translation>来自模型库的模型(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../widgets/library/librarydock.cpp" line="149"/>
        <source>Show the Insert dock: drag a model from it onto the view</source>
        <translation>显示“插入”停靠窗口：从中将模型拖到视图中</translation>
    </message>
</context>
<context>
    <name>robostage::LibraryDrop</name>
    <message>
        <location filename="../widgets/library/librarydrop.cpp" line="50"/>
        <source>Open or make an SDFormat world first (File › New) to insert models</source>
        <translation>请先打开或新建一个 SDFormat 世界（文件 › 新建）再插入模型</translation>
    </message>
    <message>
        <location filename="../widgets/library/librarydrop.cpp" line="53"/>
        <source>Models from the library go into SDFormat worlds and models; this file is not SDFormat</source>
        <translation>模型库中的模型只能插入 SDFormat 世界和模型；此文件不是 SDFormat</translation>
    </message>
    <message>
        <location filename="../widgets/library/librarydrop.cpp" line="56"/>
        <source>This file has no world or model to insert into</source>
        <translation>此文件没有可插入的世界或模型</translation>
    </message>
    <message>
        <location filename="../widgets/library/librarydrop.cpp" line="106"/>
        <source>Inserted %1 at %2, %3, %4 m</source>
        <translation>已在 %2, %3, %4 m 处插入 %1</translation>
    </message>
    <message>
        <location filename="../widgets/library/librarydrop.cpp" line="146"/>
        <source>Drop the model on the ground or on something in the view</source>
        <translation>请将模型放到地面或视图中的物体上</translation>
    </message>
</context>
<context>
    <name>robostage::MainWindow</name>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="46"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="48"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="56"/>
        <source>Select &amp;None</source>
        <translation>取消选择(&amp;N)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="68"/>
        <source>&amp;Gizmo</source>
        <translation>操纵器(&amp;G)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="73"/>
        <source>Show the move/rotate gizmo at the selection (Q)</source>
        <translation>在所选对象处显示移动/旋转操纵器（Q）</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="87"/>
        <source>&amp;Move</source>
        <translation>移动(&amp;M)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="87"/>
        <source>Move the selection with the gizmo&apos;s arrows (W)</source>
        <translation>用操纵器的箭头移动所选对象（W）</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="89"/>
        <source>&amp;Rotate</source>
        <translation>旋转(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="89"/>
        <source>Turn the selection with the gizmo&apos;s rings (E)</source>
        <translation>用操纵器的圆环旋转所选对象（E）</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="91"/>
        <source>Joint &amp;Axis</source>
        <translation>关节轴(&amp;A)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="91"/>
        <source>Point the selected joint&apos;s axis (A)</source>
        <translation>调整所选关节的轴向（A）</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="93"/>
        <source>Re&amp;size</source>
        <translation>调整大小(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="94"/>
        <source>Resize the selected shape by the handles on its faces (R); Alt: about its centre, Ctrl: in 1 mm steps</source>
        <translation>用各面上的控制点调整所选形状的大小（R）；Alt：绕中心，Ctrl：以 1 mm 为步长</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="113"/>
        <source>Drag &amp;Joints</source>
        <translation>拖动关节(&amp;J)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="116"/>
        <source>Drag the robot by the selected link: its joints follow, the file is not changed (K)</source>
        <translation>按所选连杆拖动机器人：其关节随之运动，文件不会改变（K）</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="124"/>
        <source>Pr&amp;eferences…</source>
        <translation>首选项(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="131"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="158"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="160"/>
        <source>&amp;User Guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="163"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="166"/>
        <source>&amp;About RoboStage</source>
        <translation>关于 RoboStage(&amp;A)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="168"/>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="184"/>
        <source>Main Toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="196"/>
        <source>View Toolbar</source>
        <translation>视图工具栏</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="225"/>
        <source>&lt;h3&gt;RoboStage %1&lt;/h3&gt;&lt;p&gt;Viewer and editor for SDFormat, URDF and SimRobot robot and world descriptions.&lt;/p&gt;&lt;p&gt;Licence: %2&lt;/p&gt;</source>
        <translation>&lt;h3&gt;RoboStage %1&lt;/h3&gt;&lt;p&gt;SDFormat、URDF 和 SimRobot 机器人与世界描述的查看器和编辑器。&lt;/p&gt;&lt;p&gt;许可证：%2&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="231"/>
        <source>&lt;p&gt;Built with:&lt;/p&gt;</source>
        <translation>&lt;p&gt;构建所用的库：&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="233"/>
        <source>%1 (built against %2)</source>
        <translation>%1（构建时版本 %2）</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="235"/>
        <source>%1 or GPL</source>
        <translation>%1 或 GPL</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowfiles.cpp" line="227"/>
        <source>Reloaded: %1</source>
        <translation>已重新加载：%1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowfiles.cpp" line="246"/>
        <source>%1 changed on disk; not reloaded, there are unsaved edits</source>
        <translation>%1 已在磁盘上被更改；由于存在未保存的编辑，未重新加载</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowfiles.cpp" line="252"/>
        <source>%1 was removed from disk</source>
        <translation>%1 已从磁盘上删除</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindow.cpp" line="333"/>
        <source>No file open. Use File › Open… or drop a file here to open a robot or world description.</source>
        <translation>未打开文件。请使用 文件 › 打开… 或将文件拖放到此处，以打开机器人或世界描述文件。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="242"/>
        <source>About RoboStage</source>
        <translation>关于 RoboStage</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowfiles.cpp" line="66"/>
        <source>Apply Arguments</source>
        <translation>应用参数</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowfiles.cpp" line="67"/>
        <source>Expand %1 again with the new arguments? Your unsaved edits are lost.</source>
        <translation>要使用新参数重新展开 %1 吗？您未保存的编辑将会丢失。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowfiles.cpp" line="119"/>
        <source>Reload</source>
        <translation>重新加载</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowfiles.cpp" line="119"/>
        <source>Reload %1 from disk? Your unsaved edits are lost.</source>
        <translation>要从磁盘重新加载 %1 吗？您未保存的编辑将会丢失。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowfiles.cpp" line="152"/>
        <source>Out of memory while reading %1; it was not opened.</source>
        <translation>读取 %1 时内存不足；未打开该文件。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowfiles.cpp" line="156"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindow.cpp" line="211"/>
        <source>%1[*] — RoboStage</source>
        <translation>%1[*] — RoboStage</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindow.cpp" line="298"/>
        <source>Loading meshes: %1 of %2…</source>
        <translation>正在加载网格：第 %1 个，共 %2 个…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindow.cpp" line="339"/>
        <source>1 error</source>
        <translation>1 个错误</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindow.cpp" line="339"/>
        <source>%1 errors</source>
        <translation>%1 个错误</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindow.cpp" line="341"/>
        <source>1 warning</source>
        <translation>1 个警告</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindow.cpp" line="341"/>
        <source>%1 warnings</source>
        <translation>%1 个警告</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindow.cpp" line="342"/>
        <source>models: %1, links: %2, joints: %3 — %4, %5</source>
        <translation>模型：%1，连杆：%2，关节：%3 — %4，%5</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/rungui.cpp" line="92"/>
        <source>The unsaved edits of %1 could not be restored: %2. The recovery record stays in %3.</source>
        <translation>无法恢复 %1 未保存的编辑：%2。恢复记录保留在 %3 中。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/recoveryoffer.cpp" line="88"/>
        <location filename="../widgets/mainwindow/recoveryoffer.cpp" line="111"/>
        <location filename="../widgets/mainwindow/recoveryoffer.cpp" line="152"/>
        <location filename="../widgets/mainwindow/rungui.cpp" line="175"/>
        <source>Restore Unsaved Edits</source>
        <translation>恢复未保存的编辑</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/recoveryoffer.cpp" line="115"/>
        <source>The unsaved edits of %1 could not be restored: the file could not be read again. The recovery record stays in %2.</source>
        <translation>无法恢复 %1 未保存的编辑：无法再次读取该文件。恢复记录保留在 %2 中。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/rungui.cpp" line="153"/>
        <source>RoboStage did not close normally. Unsaved edits of these files were recovered:

%1

Restore them as unsaved edits?</source>
        <translation>RoboStage 未正常关闭。已找回以下文件未保存的编辑：

%1

要将它们恢复为未保存的编辑吗？</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/recoveryoffer.cpp" line="142"/>
        <source>RoboStage did not close normally while %1 had unsaved edits. They were recovered (%2).

Restore them as unsaved edits?</source>
        <translation>RoboStage 未正常关闭，当时 %1 有未保存的编辑。已找回这些编辑（%2）。

要将它们恢复为未保存的编辑吗？</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/recoveryoffer.cpp" line="92"/>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/recoveryoffer.cpp" line="94"/>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/recoveryoffer.cpp" line="97"/>
        <source>Later</source>
        <translation>稍后</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/rungui.cpp" line="193"/>
        <source>RoboStage: viewer and editor for SDFormat, URDF, xacro and SimRobot robot and world descriptions.
Headless subcommands (robostage SUBCOMMAND --help): %1</source>
        <translation>RoboStage：SDFormat、URDF、xacro 和 SimRobot 机器人与世界描述的查看器和编辑器。
无窗口子命令（robostage 子命令 --help）：%1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/rungui.cpp" line="199"/>
        <source>Files to open, each in its own window. Without FILE, the bundled demo world opens.</source>
        <translation>要打开的文件，每个文件在各自的窗口中打开。未指定 FILE 时，打开内置的演示世界。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/rungui.cpp" line="201"/>
        <source>[FILE…]</source>
        <translation>[FILE…]</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/rungui.cpp" line="203"/>
        <source>Open the files in a new RoboStage process. By default a RoboStage already running in this session opens them, in new windows, and this command exits.</source>
        <translation>在新的 RoboStage 进程中打开这些文件。默认情况下，由本会话中已在运行的 RoboStage 在新窗口中打开它们，本命令随即退出。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/rungui.cpp" line="207"/>
        <source>xacro argument for the xacro FILEs: the value of &lt;xacro:arg name=&quot;NAME&quot;&gt; (repeatable). The window remembers it for the file; the Arguments dock changes it.</source>
        <translation>xacro 文件的 xacro 参数：&lt;xacro:arg name=&quot;NAME&quot;&gt; 的值（可重复）。窗口会为该文件记住它；参数停靠窗口可以修改它。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/rungui.cpp" line="209"/>
        <source>NAME:=VALUE</source>
        <translation>NAME:=VALUE</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/rungui.cpp" line="229"/>
        <source>robostage: --arg %1: expected NAME:=VALUE
</source>
        <translation>robostage：--arg %1：应为 NAME:=VALUE
</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/imageexport.cpp" line="59"/>
        <source>Export Image</source>
        <translation>导出图像</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/imageexport.cpp" line="70"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/imageexport.cpp" line="81"/>
        <source>%1 was not written: %2</source>
        <translation>未写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/imageexport.cpp" line="84"/>
        <source>cannot write the file</source>
        <translation>无法写入文件</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/imageexport.cpp" line="89"/>
        <source>Exported the view as %1 (%2×%3)</source>
        <translation>已将视图导出为 %1（%2×%3）</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/newdocument.cpp" line="80"/>
        <source>%1 is not a document RoboStage makes</source>
        <translation>%1 不是 RoboStage 创建的文档</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowdocks.cpp" line="68"/>
        <source>Save as Initial: every joint is at its initial position already</source>
        <translation>保存为初始位置：每个关节都已在其初始位置</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowdocks.cpp" line="69"/>
        <source>Save as Initial: universal and revolute2 joints have no initial position to write (%1)</source>
        <translation>保存为初始位置：universal 和 revolute2 关节没有可写的初始位置（%1）</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowdocks.cpp" line="78"/>
        <source>Save as Initial: %1</source>
        <translation>保存为初始位置：%1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowdocks.cpp" line="84"/>
        <source>not written (universal and revolute2 joints): %1</source>
        <translation>未写入（universal 和 revolute2 关节）：%1</translation>
    </message>
</context>
<context>
    <name>robostage::MeasureTool</name>
    <message>
        <location filename="../widgets/tools/measuretool.cpp" line="59"/>
        <source>&amp;Measure</source>
        <translation>测量(&amp;M)</translation>
    </message>
    <message>
        <location filename="../widgets/tools/measuretool.cpp" line="65"/>
        <source>Measure: click two points in the view to read their distance (M; Esc clears)</source>
        <translation>测量：在视图中单击两点以读取其距离（M；Esc 清除）</translation>
    </message>
    <message>
        <location filename="../widgets/tools/measuretool.cpp" line="102"/>
        <source>Measure: click two points in the view (Esc clears, M ends)</source>
        <translation>测量：在视图中单击两点（Esc 清除，M 结束）</translation>
    </message>
    <message>
        <location filename="../widgets/tools/measuretool.cpp" line="117"/>
        <source>Distance %1 m — Δx %2 m, Δy %3 m, Δz %4 m (world)</source>
        <translation>距离 %1 m — Δx %2 m，Δy %3 m，Δz %4 m（世界坐标）</translation>
    </message>
    <message>
        <location filename="../widgets/tools/measuretool.cpp" line="127"/>
        <source>ground</source>
        <translation>地面</translation>
    </message>
    <message>
        <location filename="../widgets/tools/measuretool.cpp" line="127"/>
        <source>surface</source>
        <translation>表面</translation>
    </message>
    <message>
        <location filename="../widgets/tools/measuretool.cpp" line="135"/>
        <source>corner</source>
        <translation>角点</translation>
    </message>
    <message>
        <location filename="../widgets/tools/measuretool.cpp" line="137"/>
        <source>edge midpoint</source>
        <translation>边中点</translation>
    </message>
    <message>
        <location filename="../widgets/tools/measuretool.cpp" line="149"/>
        <source>frame origin</source>
        <translation>坐标系原点</translation>
    </message>
    <message>
        <location filename="../widgets/tools/measuretool.cpp" line="178"/>
        <source>Point 1 at (%1, %2, %3) m (%4); click the second point</source>
        <translation>第 1 点位于 (%1, %2, %3) m（%4）；请单击第二个点</translation>
    </message>
    <message>
        <location filename="../widgets/tools/measuretool.cpp" line="228"/>
        <source>Δx %1 m</source>
        <translation>Δx %1 m</translation>
    </message>
    <message>
        <location filename="../widgets/tools/measuretool.cpp" line="229"/>
        <source>Δy %1 m</source>
        <translation>Δy %1 m</translation>
    </message>
    <message>
        <location filename="../widgets/tools/measuretool.cpp" line="230"/>
        <source>Δz %1 m</source>
        <translation>Δz %1 m</translation>
    </message>
    <message>
        <location filename="../widgets/tools/measuretool.cpp" line="244"/>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
</context>
<context>
    <name>robostage::MeshData</name>
    <message>
        <location filename="../model/geometry/meshdata.cpp" line="75"/>
        <source>the mesh has no triangles</source>
        <translation>网格没有三角形</translation>
    </message>
    <message>
        <location filename="../model/geometry/meshdata.cpp" line="348"/>
        <source>cannot read mesh &apos;%1&apos;: out of memory</source>
        <translation>无法读取网格“%1”：内存不足</translation>
    </message>
    <message>
        <location filename="../model/geometry/meshdata.cpp" line="358"/>
        <source>cannot read mesh &apos;%1&apos;: %2</source>
        <translation>无法读取网格“%1”：%2</translation>
    </message>
    <message>
        <location filename="../model/geometry/meshdata.cpp" line="363"/>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <location filename="../model/geometry/meshdata.cpp" line="365"/>
        <source>not a file</source>
        <translation>不是文件</translation>
    </message>
    <message>
        <location filename="../model/geometry/meshdata.cpp" line="367"/>
        <source>permission denied</source>
        <translation>权限被拒绝</translation>
    </message>
    <message>
        <location filename="../model/geometry/meshdata.cpp" line="369"/>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <location filename="../model/geometry/meshdata.cpp" line="375"/>
        <source>the file is %1 MiB, more than the %2 MiB RoboStage reads from one mesh file. Use a simplified mesh for the visual (for example decimated with MeshLab or Blender).</source>
        <translation>文件大小为 %1 MiB，超过 RoboStage 从单个网格文件读取的上限 %2 MiB。请为视觉元素使用简化的网格（例如用 MeshLab 或 Blender 减面）。</translation>
    </message>
    <message>
        <location filename="../model/geometry/meshdata.cpp" line="387"/>
        <source>unknown Assimp error</source>
        <translation>未知的 Assimp 错误</translation>
    </message>
    <message>
        <location filename="../model/geometry/meshdata.cpp" line="398"/>
        <source>it has %L1 faces, more than the %L2 triangles RoboStage draws from one mesh file. Use a simplified mesh for the visual (for example decimated with MeshLab or Blender).</source>
        <translation>它有 %L1 个面，超过 RoboStage 从单个网格文件绘制的上限 %L2 个三角形。请为视觉元素使用简化的网格（例如用 MeshLab 或 Blender 减面）。</translation>
    </message>
    <message>
        <location filename="../model/geometry/meshdata.cpp" line="409"/>
        <source>the file could be read only partially</source>
        <translation>文件只能被部分读取</translation>
    </message>
    <message>
        <location filename="../model/geometry/meshdata.cpp" line="433"/>
        <source>the file contains no triangles</source>
        <translation>文件不含三角形</translation>
    </message>
</context>
<context>
    <name>robostage::MeshProbe</name>
    <message>
        <location filename="../render/meshprobe.cpp" line="16"/>
        <source>cannot read mesh &apos;%1&apos;: %2</source>
        <translation>无法读取网格“%1”：%2</translation>
    </message>
    <message>
        <location filename="../render/meshprobe.cpp" line="21"/>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <location filename="../render/meshprobe.cpp" line="23"/>
        <source>not a file</source>
        <translation>不是文件</translation>
    </message>
    <message>
        <location filename="../render/meshprobe.cpp" line="25"/>
        <source>permission denied</source>
        <translation>权限被拒绝</translation>
    </message>
    <message>
        <location filename="../render/meshprobe.cpp" line="27"/>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <location filename="../render/meshprobe.cpp" line="34"/>
        <source>unknown Assimp error</source>
        <translation>未知的 Assimp 错误</translation>
    </message>
    <message>
        <location filename="../render/meshprobe.cpp" line="37"/>
        <source>the file could be read only partially</source>
        <translation>文件只能被部分读取</translation>
    </message>
    <message>
        <location filename="../render/meshprobe.cpp" line="39"/>
        <source>the file contains no meshes</source>
        <translation>文件不含网格</translation>
    </message>
</context>
<context>
    <name>robostage::ModelLibrary</name>
    <message>
        <location filename="../model/modellibrary.cpp" line="172"/>
        <source>Not offered as a model: the folder has .sdf files but no model.config.</source>
        <translation>未作为模型提供：该文件夹有 .sdf 文件，但没有 model.config。</translation>
    </message>
    <message>
        <location filename="../model/modellibrary.cpp" line="182"/>
        <source>Not offered as a model: the model.config is not readable XML (or is larger than 1 MiB).</source>
        <translation>未作为模型提供：model.config 不是可读的 XML（或大于 1 MiB）。</translation>
    </message>
    <message>
        <location filename="../model/modellibrary.cpp" line="196"/>
        <source>Not offered as a model: %1</source>
        <translation>未作为模型提供：%1</translation>
    </message>
</context>
<context>
    <name>robostage::NumberFields</name>
    <message>
        <location filename="../widgets/properties/propertyeditors.cpp" line="133"/>
        <source>&apos;%1&apos; is not a number (%4): %2 must be a number in %3, or arithmetic such as 0.1+0.2 or pi/2.</source>
        <translation>“%1”不是数字（%4）：%2 必须是以 %3 为单位的数字，或如 0.1+0.2、pi/2 这样的算式。</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertyeditors.cpp" line="135"/>
        <source>the value</source>
        <translation>该值</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertyeditors.cpp" line="136"/>
        <source>units</source>
        <translation>相应单位</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertyeditors.cpp" line="137"/>
        <source>not finite</source>
        <translation>不是有限值</translation>
    </message>
</context>
<context>
    <name>robostage::OffscreenRenderer</name>
    <message>
        <location filename="../render/offscreenrenderer.cpp" line="76"/>
        <source>cannot create an OpenGL context</source>
        <translation>无法创建 OpenGL 上下文</translation>
    </message>
    <message>
        <location filename="../render/offscreenrenderer.cpp" line="78"/>
        <source>cannot use an OpenGL context on an offscreen surface</source>
        <translation>无法在离屏表面上使用 OpenGL 上下文</translation>
    </message>
    <message>
        <location filename="../render/offscreenrenderer.cpp" line="80"/>
        <source>OpenGL %1.%2 found, 3.3 needed</source>
        <translation>找到 OpenGL %1.%2，需要 3.3</translation>
    </message>
    <message>
        <location filename="../render/offscreenrenderer.cpp" line="87"/>
        <source> (platform &apos;%1&apos;; without a display, run under xvfb-run)</source>
        <translation>（平台“%1”；若没有显示器，请在 xvfb-run 下运行）</translation>
    </message>
    <message>
        <location filename="../render/offscreenrenderer.cpp" line="221"/>
        <source>no frame was rendered within %1 ms</source>
        <translation>在 %1 毫秒内未渲染出任何帧</translation>
    </message>
    <message>
        <location filename="../render/offscreenrenderer.cpp" line="241"/>
        <source>only %1 of %2 frames were rendered within %3 ms</source>
        <translation>在 %3 毫秒内只渲染了 %2 帧中的 %1 帧</translation>
    </message>
</context>
<context>
    <name>robostage::PolylineText</name>
    <message>
        <location filename="../render/polylinemesh.cpp" line="186"/>
        <source>an outline needs at least 3 points</source>
        <translation>轮廓至少需要 3 个点</translation>
    </message>
    <message>
        <location filename="../render/polylinemesh.cpp" line="217"/>
        <source>hole %1 could not be joined to its outline</source>
        <translation>孔 %1 无法与其轮廓连接</translation>
    </message>
    <message>
        <location filename="../render/polylinemesh.cpp" line="253"/>
        <source>the outline cannot be triangulated (does it cross itself?)</source>
        <translation>无法对轮廓进行三角剖分（它是否自相交？）</translation>
    </message>
    <message>
        <location filename="../render/polylinemesh.cpp" line="263"/>
        <source>triangulation did not finish</source>
        <translation>三角剖分未完成</translation>
    </message>
    <message>
        <location filename="../render/polylinemesh.cpp" line="290"/>
        <source>outline %1 has fewer than 3 distinct points; left out</source>
        <translation>轮廓 %1 的不同点少于 3 个；已省略</translation>
    </message>
    <message>
        <location filename="../render/polylinemesh.cpp" line="293"/>
        <source>outline %1 has more than %2 points; left out</source>
        <translation>轮廓 %1 的点数超过 %2；已省略</translation>
    </message>
    <message>
        <location filename="../render/polylinemesh.cpp" line="297"/>
        <source>outline %1 encloses no area; left out</source>
        <translation>轮廓 %1 未围成任何面积；已省略</translation>
    </message>
    <message>
        <location filename="../render/polylinemesh.cpp" line="299"/>
        <source>outline %1 crosses or touches itself; left out</source>
        <translation>轮廓 %1 自相交或自接触；已省略</translation>
    </message>
    <message>
        <location filename="../render/polylinemesh.cpp" line="301"/>
        <source>outline %1 has zero height; left out</source>
        <translation>轮廓 %1 高度为零；已省略</translation>
    </message>
    <message>
        <location filename="../render/polylinemesh.cpp" line="308"/>
        <source>outline %1 crosses an earlier outline; left out</source>
        <translation>轮廓 %1 与之前的轮廓相交；已省略</translation>
    </message>
    <message>
        <location filename="../render/polylinemesh.cpp" line="347"/>
        <source>outline %1: %2; left out</source>
        <translation>轮廓 %1：%2；已省略</translation>
    </message>
    <message>
        <location filename="../render/polylinemesh.cpp" line="381"/>
        <source>nothing left to draw</source>
        <translation>没有可绘制的内容</translation>
    </message>
</context>
<context>
    <name>robostage::PreferencesDialog</name>
    <message>
        <location filename="../widgets/dialogs/preferencesdialog.cpp" line="19"/>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/preferencesdialog.cpp" line="22"/>
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/preferencesdialog.cpp" line="31"/>
        <source>RoboStage shows the new language when it is next started. Until then every window stays in the language it started with, so that none is half translated.</source>
        <translation>RoboStage 下次启动时使用新语言。在此之前，每个窗口都保持启动时的语言，以免界面只翻译一半。</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/preferencesdialog.cpp" line="37"/>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
</context>
<context>
    <name>robostage::PropertiesDock</name>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="34"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="35"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="36"/>
        <source>box</source>
        <translation>长方体</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="37"/>
        <source>sphere</source>
        <translation>球体</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="38"/>
        <source>cylinder</source>
        <translation>圆柱体</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="39"/>
        <source>capsule</source>
        <translation>胶囊体</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="40"/>
        <source>ellipsoid</source>
        <translation>椭球体</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="41"/>
        <source>cone</source>
        <translation>圆锥体</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="42"/>
        <source>plane</source>
        <translation>平面</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="43"/>
        <source>mesh</source>
        <translation>网格</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="44"/>
        <source>heightmap</source>
        <translation>高度图</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="45"/>
        <source>polyline</source>
        <translation>折线</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="46"/>
        <source>image</source>
        <translation>图像</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="54"/>
        <source>point</source>
        <translation>点光源</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="56"/>
        <source>spot</source>
        <translation>聚光灯</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="60"/>
        <source>directional</source>
        <translation>平行光</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="65"/>
        <source>%1 %2 %3 %4</source>
        <translation>%1 %2 %3 %4</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="121"/>
        <source>(auto=&quot;true&quot;: computed from the collisions; centre of mass %1 %2 %3 m)</source>
        <translation>（auto=&quot;true&quot;：由碰撞体计算；质心 %1 %2 %3 m）</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="128"/>
        <source>(auto=&quot;true&quot;, but not computed: see Diagnostics)</source>
        <translation>（auto=&quot;true&quot;，但未计算：见诊断）</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="193"/>
        <source>Radii</source>
        <translation>半径</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="200"/>
        <source>radius</source>
        <translation>半径</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="202"/>
        <source>length</source>
        <translation>长度</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="210"/>
        <source>normal x</source>
        <translation>法向 x</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="224"/>
        <source>metres, &gt; 0</source>
        <translation>米，&gt; 0</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="261"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="262"/>
        <source>Choose the mesh file</source>
        <translation>选择网格文件</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="269"/>
        <source>resolves to: %1</source>
        <translation>解析为：%1</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="273"/>
        <source>does not resolve: %1</source>
        <translation>无法解析：%1</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="387"/>
        <source>lower</source>
        <translation>下限</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="388"/>
        <source>upper</source>
        <translation>上限</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="390"/>
        <source>effort</source>
        <translation>力/力矩</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="390"/>
        <source>N·m</source>
        <translation>N·m</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="390"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="391"/>
        <source>velocity</source>
        <translation>速度</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="391"/>
        <source>rad/s</source>
        <translation>rad/s</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="391"/>
        <source>m/s</source>
        <translation>m/s</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="393"/>
        <source>Limits</source>
        <translation>限位</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="53"/>
        <source>Properties</source>
        <translation>属性</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="156"/>
        <source>Select a model, link, joint, visual, collision, frame or light to see its properties.</source>
        <translation>选择模型、连杆、关节、视觉元素、碰撞几何、坐标系或光源以查看其属性。</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="161"/>
        <source>&lt;b&gt;%1&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="162"/>
        <source>Entity</source>
        <translation>实体</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="179"/>
        <location filename="../widgets/properties/propertiesdock.cpp" line="268"/>
        <source>Geometry</source>
        <translation>几何形状</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="187"/>
        <source>Attached to</source>
        <translation>附着于</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="189"/>
        <source>(model frame)</source>
        <translation>（模型坐标系）</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertypose.cpp" line="93"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="91"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="185"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="384"/>
        <location filename="../widgets/properties/propertypose.cpp" line="102"/>
        <source>m</source>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="384"/>
        <location filename="../widgets/properties/propertypose.cpp" line="103"/>
        <source>°</source>
        <translation>°</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="190"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="208"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="279"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="349"/>
        <location filename="../widgets/properties/propertypose.cpp" line="104"/>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="191"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="209"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="211"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="280"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="350"/>
        <location filename="../widgets/properties/propertypose.cpp" line="105"/>
        <source>y</source>
        <translation>y</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="192"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="212"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="281"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="351"/>
        <location filename="../widgets/properties/propertypose.cpp" line="105"/>
        <source>z</source>
        <translation>z</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertypose.cpp" line="37"/>
        <source>link %1, as the &lt;origin&gt; of parent joint %2</source>
        <translation>连杆 %1，作为父关节 %2 的 &lt;origin&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertypose.cpp" line="71"/>
        <source>%1: line %2</source>
        <translation>%1：第 %2 行</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertypose.cpp" line="74"/>
        <source>Read by xacro.load_yaml from %1; an edit of these numbers is written there.</source>
        <translation>由 xacro.load_yaml 从 %1 读取；修改这些数字时会写回该处。</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertypose.cpp" line="106"/>
        <source>roll</source>
        <translation>横滚</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertypose.cpp" line="107"/>
        <source>pitch</source>
        <translation>俯仰</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertypose.cpp" line="108"/>
        <source>yaw</source>
        <translation>偏航</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertypose.cpp" line="111"/>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertypose.cpp" line="112"/>
        <source>Rotation</source>
        <translation>旋转</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertypose.cpp" line="116"/>
        <source>Relative to</source>
        <translation>相对于</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertypose.cpp" line="124"/>
        <source>From YAML</source>
        <translation>来自 YAML</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertypose.cpp" line="39"/>
        <source>(default frame)</source>
        <translation>（默认坐标系）</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="207"/>
        <source>The name cannot be empty; it was not changed.</source>
        <translation>名称不能为空；未作更改。</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="241"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="242"/>
        <source>static (does not move in simulation)</source>
        <translation>静态（在仿真中不运动）</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="250"/>
        <source>Static</source>
        <translation>静态</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="252"/>
        <source>Included from</source>
        <translation>包含自</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="261"/>
        <source>Read from</source>
        <translation>读取自</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="263"/>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="104"/>
        <source>Inertial</source>
        <translation>惯性参数</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="106"/>
        <source>kg</source>
        <translation>kg</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="107"/>
        <source>kg·m²</source>
        <translation>kg·m²</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="108"/>
        <source>ixx</source>
        <translation>ixx</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="109"/>
        <source>iyy</source>
        <translation>iyy</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="110"/>
        <source>izz</source>
        <translation>izz</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="111"/>
        <source>ixy</source>
        <translation>ixy</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="112"/>
        <source>ixz</source>
        <translation>ixz</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="113"/>
        <source>iyz</source>
        <translation>iyz</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="114"/>
        <source>Mass</source>
        <translation>质量</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="115"/>
        <source>Inertia</source>
        <translation>惯性</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="118"/>
        <source>(no &lt;inertial&gt;: the defaults)</source>
        <translation>（无 &lt;inertial&gt;：使用默认值）</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="145"/>
        <source>Contents</source>
        <translation>内容</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="269"/>
        <source>Material</source>
        <translation>材质</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="273"/>
        <source>r %1 g %2 b %3 a %4</source>
        <translation>r %1 g %2 b %3 a %4</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="280"/>
        <source>Diffuse colour, RGBA in [0, 1]; click to change</source>
        <translation>漫反射颜色，RGBA 取值范围 [0, 1]；单击以更改</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="283"/>
        <source>Visual Colour</source>
        <translation>视觉元素颜色</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="287"/>
        <source>Colour</source>
        <translation>颜色</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="289"/>
        <source>(no material: the default colour)</source>
        <translation>（无材质：使用默认颜色）</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="55"/>
        <source>%1 (ignore=&quot;true&quot;)</source>
        <translation>%1（ignore=&quot;true&quot;）</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="62"/>
        <source>Collision Filter Groups</source>
        <translation>碰撞过滤组</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="66"/>
        <source>Member of</source>
        <translation>所属组</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="68"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="71"/>
        <source>No collisions with</source>
        <translation>不与之碰撞</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="86"/>
        <source>&lt;b&gt;loop joint&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;闭环关节&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="87"/>
        <source>Loop Joint</source>
        <translation>闭环关节</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="90"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="176"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="343"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="424"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="91"/>
        <source>rad</source>
        <translation>rad</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="95"/>
        <source>%1 at %2 %3, rpy %4 %5</source>
        <translation>%1 位于 %2 %3，rpy %4 %5</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="100"/>
        <source>Link 1</source>
        <translation>连杆 1</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="100"/>
        <source>Link 2</source>
        <translation>连杆 2</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="102"/>
        <source>%1 (in the link 1 frame)</source>
        <translation>%1（在连杆 1 坐标系中）</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="106"/>
        <source>Drawn, not enforced: the joint sliders move the tree joints only.</source>
        <translation>仅绘制，不强制约束：关节滑块只移动树中的关节。</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="193"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="204"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="213"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="218"/>
        <source>Size</source>
        <translation>尺寸</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="427"/>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="217"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="265"/>
        <source>URI</source>
        <translation>URI</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="147"/>
        <source>visuals: %1, collisions: %2</source>
        <translation>视觉元素：%1，碰撞几何：%2</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="282"/>
        <source>Scale</source>
        <translation>缩放</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="318"/>
        <source>Mesh File</source>
        <translation>网格文件</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="319"/>
        <source>Meshes (*.dae *.stl *.STL *.obj *.gltf *.glb *.fbx *.ply);;All files (*)</source>
        <translation>网格 (*.dae *.stl *.STL *.obj *.gltf *.glb *.fbx *.ply);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="333"/>
        <source>Joint</source>
        <translation>关节</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="344"/>
        <source>Parent</source>
        <translation>父连杆</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="345"/>
        <source>Child</source>
        <translation>子连杆</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="360"/>
        <source>The axis cannot be zero; it was not changed.</source>
        <translation>轴不能为零；未作更改。</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="104"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="371"/>
        <source>Axis</source>
        <translation>轴</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="372"/>
        <source>Axis in</source>
        <translation>轴的表示坐标系</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="373"/>
        <source>(joint frame)</source>
        <translation>（关节坐标系）</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="414"/>
        <source>Light</source>
        <translation>光源</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="425"/>
        <source>Casts shadows</source>
        <translation>投射阴影</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="425"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="425"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="426"/>
        <source>Direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="427"/>
        <source>Range</source>
        <translation>范围</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydistance.cpp" line="44"/>
        <source>from %1: %2 m
Δx %3 m, Δy %4 m, Δz %5 m (world)</source>
        <translation>自 %1：%2 m
Δx %3 m，Δy %4 m，Δz %5 m（世界坐标）</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydistance.cpp" line="54"/>
        <source>Distance</source>
        <translation>距离</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydistance.cpp" line="59"/>
        <source>Between the origins of the two entities&apos; frames, at the joint positions the view shows. Select another entity to measure from this one.</source>
        <translation>两个实体坐标系原点之间的距离，按视图所示的关节位置计算。选择另一个实体即可从此实体开始测量。</translation>
    </message>
</context>
<context>
    <name>robostage::ReadContext</name>
    <message>
        <location filename="../model/formats/readcontext.cpp" line="148"/>
        <source>&lt;%1&gt; must be a finite number, found &apos;%2&apos;; using %3. Write a number such as 0.5.</source>
        <translation>&lt;%1&gt; 必须是有限数值，实际为“%2”；将使用 %3。请填写一个数字，例如 0.5。</translation>
    </message>
    <message>
        <location filename="../model/formats/readcontext.cpp" line="162"/>
        <source>&lt;%1&gt; must be three finite numbers, found &apos;%2&apos;; using &apos;%3 %4 %5&apos;.</source>
        <translation>&lt;%1&gt; 必须是三个有限数值，实际为“%2”；将使用“%3 %4 %5”。</translation>
    </message>
    <message>
        <location filename="../model/formats/readcontext.cpp" line="178"/>
        <source>&lt;%1&gt; must be true, false, 1 or 0, found &apos;%2&apos;; using %3.</source>
        <translation>&lt;%1&gt; 必须是 true、false、1 或 0，实际为“%2”；将使用 %3。</translation>
    </message>
    <message>
        <location filename="../model/formats/readcontext.cpp" line="192"/>
        <source>&lt;%1&gt; must be a colour of 3 or 4 numbers (r g b [a], 0 to 1), found &apos;%2&apos;; using the default.</source>
        <translation>&lt;%1&gt; 必须是由 3 或 4 个数字组成的颜色（r g b [a]，0 到 1），实际为“%2”；将使用默认值。</translation>
    </message>
    <message>
        <location filename="../model/formats/readcontext.cpp" line="204"/>
        <source>&lt;%1&gt; has a negative size (%2 %3 %4); sizes must be &gt;= 0. Write the lengths in metres, without a sign.</source>
        <translation>&lt;%1&gt; 的尺寸为负（%2 %3 %4）；尺寸必须 &gt;= 0。请以米为单位写出长度，不带符号。</translation>
    </message>
    <message>
        <location filename="../model/formats/readcontext.cpp" line="212"/>
        <source>&lt;%1&gt; has a negative radius or length; they must be &gt;= 0. Write them in metres.</source>
        <translation>&lt;%1&gt; 的半径或长度为负；它们必须 &gt;= 0。请以米为单位写出。</translation>
    </message>
    <message>
        <location filename="../model/formats/readcontext.cpp" line="216"/>
        <source>&lt;%1&gt; has a scale of zero along an axis (%2 %3 %4), which flattens the mesh to nothing visible; use 1 to keep the mesh&apos;s own size.</source>
        <translation>&lt;%1&gt; 在某个轴上的缩放为零（%2 %3 %4），网格被压扁而不可见；使用 1 可保持网格自身的尺寸。</translation>
    </message>
    <message>
        <location filename="../model/formats/readcontext.cpp" line="228"/>
        <source>the mass is negative (%1); a mass must be &gt;= 0 kg. Write a positive mass, or leave out the &lt;inertial&gt; of a massless link.</source>
        <translation>质量为负（%1）；质量必须 &gt;= 0 kg。请写出正的质量，或省略无质量连杆的 &lt;inertial&gt;。</translation>
    </message>
</context>
<context>
    <name>robostage::RecoveryStore</name>
    <message>
        <location filename="../widgets/mainwindow/recoverystore.cpp" line="70"/>
        <source>Cannot create the recovery folder %1</source>
        <translation>无法创建恢复文件夹 %1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/recoverystore.cpp" line="89"/>
        <source>Cannot write the recovery record %1: %2</source>
        <translation>无法写入恢复记录 %1：%2</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/recoverystore.cpp" line="102"/>
        <source>Cannot read the recovery record %1: %2</source>
        <translation>无法读取恢复记录 %1：%2</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/recoverystore.cpp" line="113"/>
        <source>%1 is not a RoboStage recovery record</source>
        <translation>%1 不是 RoboStage 恢复记录</translation>
    </message>
</context>
<context>
    <name>robostage::SaveConflictDialog</name>
    <message>
        <location filename="../widgets/dialogs/saveconflict.cpp" line="27"/>
        <source>The differences could not be written out: %1</source>
        <translation>无法写出差异：%1</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/saveconflict.cpp" line="33"/>
        <source>%1 (on disk)</source>
        <translation>%1（磁盘上）</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/saveconflict.cpp" line="34"/>
        <source>%1 (your edits)</source>
        <translation>%1（您的编辑）</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/saveconflict.cpp" line="38"/>
        <source>The differences could not be shown: the diff tool failed (%1).</source>
        <translation>无法显示差异：diff 工具失败（%1）。</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/saveconflict.cpp" line="41"/>
        <source>not installed</source>
        <translation>未安装</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/saveconflict.cpp" line="44"/>
        <source>The file on disk is the same as your edits.</source>
        <translation>磁盘上的文件与您的编辑相同。</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/saveconflict.cpp" line="54"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/saveconflict.cpp" line="56"/>
        <source>&lt;p&gt;&lt;b&gt;%1 changed on disk since it was read.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;&lt;i&gt;Overwrite&lt;/i&gt; writes your edits and loses the other changes; &lt;i&gt;Reload&lt;/i&gt; reads the file as it is now and drops your edits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1 在读取后已在磁盘上被更改。&lt;/b&gt;&lt;/p&gt;&lt;p&gt;&lt;i&gt;覆盖&lt;/i&gt;写入您的编辑，其他更改将丢失；&lt;i&gt;重新加载&lt;/i&gt;按当前内容读取文件，并放弃您的编辑。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/saveconflict.cpp" line="70"/>
        <source>&amp;Overwrite</source>
        <translation>覆盖(&amp;O)</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/saveconflict.cpp" line="71"/>
        <source>&amp;Reload</source>
        <translation>重新加载(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/saveconflict.cpp" line="72"/>
        <location filename="../widgets/dialogs/saveconflict.cpp" line="97"/>
        <source>Show &amp;Differences</source>
        <translation>显示差异(&amp;D)</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/saveconflict.cpp" line="97"/>
        <source>Hide &amp;Differences</source>
        <translation>隐藏差异(&amp;D)</translation>
    </message>
</context>
<context>
    <name>robostage::SceneTreeDock</name>
    <message>
        <location filename="../widgets/scenetree/scenetreedock.cpp" line="36"/>
        <source>Scene</source>
        <translation>场景</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreedock.cpp" line="49"/>
        <source>Filter</source>
        <translation>过滤</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreedock.cpp" line="51"/>
        <source>Show the rows whose name or kind contains this text</source>
        <translation>显示名称或类型包含此文本的行</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreedock.cpp" line="66"/>
        <source>Kinematic</source>
        <translation>运动学</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreedock.cpp" line="68"/>
        <source>Show each model&apos;s links as kinematic chains: parent link → joint → child link</source>
        <translation>将每个模型的连杆显示为运动链：父连杆 → 关节 → 子连杆</translation>
    </message>
</context>
<context>
    <name>robostage::SceneTreeModel</name>
    <message>
        <location filename="../widgets/scenetree/scenetreebuilder.cpp" line="81"/>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="53"/>
        <source>(unnamed)</source>
        <translation>（未命名）</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="106"/>
        <source>included from %1</source>
        <translation>包含自 %1</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="107"/>
        <source>static model</source>
        <translation>静态模型</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="116"/>
        <source>%1 sensor</source>
        <translation>%1 传感器</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="129"/>
        <source>%1 joint: %2 → %3</source>
        <translation>%1 关节：%2 → %3</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="136"/>
        <source>attached to %1</source>
        <translation>附着于 %1</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="140"/>
        <source>%1 loop joint: %2 ↔ %3</source>
        <translation>%1 闭环关节：%2 ↔ %3</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="120"/>
        <source>point light</source>
        <translation>点光源</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="122"/>
        <source>spot light</source>
        <translation>聚光灯</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="124"/>
        <source>directional light</source>
        <translation>平行光</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="100"/>
        <source>SDFormat %1 world</source>
        <translation>SDFormat %1 世界</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="151"/>
        <source>no geometry</source>
        <translation>无几何形状</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="153"/>
        <source>empty geometry</source>
        <translation>空几何形状</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="155"/>
        <source>box</source>
        <translation>长方体</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="157"/>
        <source>sphere</source>
        <translation>球体</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="159"/>
        <source>cylinder</source>
        <translation>圆柱体</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="161"/>
        <source>capsule</source>
        <translation>胶囊体</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="163"/>
        <source>ellipsoid</source>
        <translation>椭球体</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="165"/>
        <source>cone</source>
        <translation>圆锥体</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="167"/>
        <source>plane</source>
        <translation>平面</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="169"/>
        <source>mesh %1</source>
        <translation>网格 %1</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="171"/>
        <source>heightmap %1</source>
        <translation>高度图 %1</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="173"/>
        <source>polyline</source>
        <translation>折线</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="175"/>
        <source>image %1</source>
        <translation>图像 %1</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreemodel.cpp" line="49"/>
        <source>world</source>
        <translation>世界</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreemodel.cpp" line="51"/>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreemodel.cpp" line="53"/>
        <source>link</source>
        <translation>连杆</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreemodel.cpp" line="55"/>
        <source>visual</source>
        <translation>视觉元素</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreemodel.cpp" line="57"/>
        <source>collision</source>
        <translation>碰撞几何</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreemodel.cpp" line="59"/>
        <source>sensor</source>
        <translation>传感器</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreemodel.cpp" line="61"/>
        <source>light</source>
        <translation>光源</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreemodel.cpp" line="63"/>
        <source>joint</source>
        <translation>关节</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreemodel.cpp" line="65"/>
        <source>frame</source>
        <translation>坐标系</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreemodel.cpp" line="67"/>
        <source>loop joint</source>
        <translation>闭环关节</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreemodel.cpp" line="183"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreemodel.cpp" line="183"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
</context>
<context>
    <name>robostage::SelfCollisionChecker</name>
    <message>
        <location filename="../model/geometry/selfcollision.cpp" line="93"/>
        <source>%1: %2 is not checked</source>
        <translation>%1：%2 未检查</translation>
    </message>
    <message>
        <location filename="../model/geometry/selfcollision.cpp" line="186"/>
        <source>%1: no such SRDF file</source>
        <translation>%1：没有这个 SRDF 文件</translation>
    </message>
    <message>
        <location filename="../model/geometry/selfcollision.cpp" line="193"/>
        <source>%1: cannot be read as XML: %2</source>
        <translation>%1：无法作为 XML 读取：%2</translation>
    </message>
</context>
<context>
    <name>robostage::SharedEditText</name>
    <message>
        <location filename="../widgets/dialogs/sharededitprompt.cpp" line="39"/>
        <source>Shared Definition</source>
        <translation>共享定义</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/dialogs/sharededitprompt.cpp" line="41"/>
        <source>The value is written in a definition that %n instance(s) share (%1).</source>
        <translation>
            <numerusform>该值写在 %n 个实例共享的定义中（%1）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/sharededitprompt.cpp" line="47"/>
        <source>Change only this instance</source>
        <translation>仅更改此实例</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/sharededitprompt.cpp" line="50"/>
        <source>Only the definition can change: %1.</source>
        <translation>只能更改定义：%1。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/dialogs/sharededitprompt.cpp" line="52"/>
        <source>Change the shared definition (%n use(s))</source>
        <translation>
            <numerusform>更改共享定义（%n 处使用）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/sharededitprompt.cpp" line="75"/>
        <source>The edit was cancelled; nothing changed.</source>
        <translation>编辑已取消；未作任何更改。</translation>
    </message>
</context>
<context>
    <name>robostage::SingleInstance</name>
    <message>
        <location filename="../widgets/mainwindow/singleinstance.cpp" line="95"/>
        <source>Could not lock %1.</source>
        <translation>无法锁定 %1。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/singleinstance.cpp" line="104"/>
        <source>The running RoboStage (%1) did not answer.</source>
        <translation>正在运行的 RoboStage（%1）没有响应。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/singleinstance.cpp" line="132"/>
        <source>Could not listen on %1: %2</source>
        <translation>无法在 %1 上监听：%2</translation>
    </message>
</context>
<context>
    <name>robostage::SourceDock</name>
    <message>
        <location filename="../widgets/source/sourcedock.cpp" line="40"/>
        <source>Source</source>
        <translation>源文件</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourcedock.cpp" line="45"/>
        <source>&amp;Apply</source>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourcedock.cpp" line="46"/>
        <source>Re&amp;vert</source>
        <translation>还原(&amp;V)</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourcedock.cpp" line="47"/>
        <source>Apply after a pause</source>
        <translation>停顿后应用</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourcedock.cpp" line="76"/>
        <source>Apply the typed text to the document (Ctrl+Return); one undo step</source>
        <translation>将输入的文本应用到文档（Ctrl+Return）；一个撤销步骤</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourcedock.cpp" line="79"/>
        <source>Drop the typed text and show the file as it is</source>
        <translation>丢弃输入的文本并显示文件原样</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourcedock.cpp" line="85"/>
        <source>Find (Enter: next)</source>
        <translation>查找（回车：下一个）</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourcedock.cpp" line="132"/>
        <source>&apos;%1&apos; is not in the file</source>
        <translation>文件中没有 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourcedock.cpp" line="173"/>
        <source>Go to Line</source>
        <translation>转到行</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourcedock.cpp" line="173"/>
        <source>Line:</source>
        <translation>行：</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourcedock.cpp" line="352"/>
        <source>Apply or revert the typed text to follow the selection to %1</source>
        <translation>请先应用或还原输入的文本，才能跟随所选项到 %1</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourcedock.cpp" line="357"/>
        <source>Apply or revert the typed text to go to line %1</source>
        <translation>请先应用或还原输入的文本，才能转到第 %1 行</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourceedit.cpp" line="29"/>
        <source>Not applied: the file changed elsewhere since you typed; copy your text and Revert</source>
        <translation>未应用：输入后文件已在别处更改；请复制您的文本并还原</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourceedit.cpp" line="38"/>
        <source>Not applied: line %1: %2; fix it or revert</source>
        <translation>未应用：第 %1 行：%2；请修正或还原</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourceedit.cpp" line="47"/>
        <source>Edit source of %1</source>
        <translation>编辑 %1 的源文件</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourceedit.cpp" line="54"/>
        <source>Applied (Ctrl+Z undoes it)</source>
        <translation>已应用（Ctrl+Z 可撤销）</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourceedit.cpp" line="85"/>
        <source>The file changed elsewhere; your typed text is kept (Revert takes the file&apos;s)</source>
        <translation>文件已在别处更改；保留您输入的文本（还原将采用文件中的文本）</translation>
    </message>
</context>
<context>
    <name>robostage::StructureActions</name>
    <message>
        <location filename="../widgets/editing/structureactions.cpp" line="59"/>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../widgets/editing/structureactions.cpp" line="62"/>
        <source>Delete the selected entity (a link with the joints that connect it)</source>
        <translation>删除所选实体（连杆会连同连接它的关节一起删除）</translation>
    </message>
    <message>
        <location filename="../widgets/editing/structureactions.cpp" line="65"/>
        <source>D&amp;uplicate</source>
        <translation>创建副本(&amp;U)</translation>
    </message>
    <message>
        <location filename="../widgets/editing/structureactions.cpp" line="68"/>
        <source>Copy the selected entity next to it, at the same pose (a URDF link with its parent joint and the links below it)</source>
        <translation>在所选实体旁边以相同位姿复制一份（URDF 连杆会连同其父关节及其下方的连杆一起复制）</translation>
    </message>
    <message>
        <location filename="../widgets/editing/structureactions.cpp" line="72"/>
        <source>Re&amp;name…</source>
        <translation>重命名(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../widgets/editing/structureactions.cpp" line="75"/>
        <source>Rename the selected entity and every reference to it</source>
        <translation>重命名所选实体及其所有引用</translation>
    </message>
    <message>
        <location filename="../widgets/editing/structureactions.cpp" line="113"/>
        <source>Duplicate: the root link of a URDF robot cannot be copied (the copy would be a second root); duplicate one of its child links</source>
        <translation>创建副本：无法复制 URDF 机器人的根连杆（副本会成为第二个根）；请为其某个子连杆创建副本</translation>
    </message>
    <message>
        <location filename="../widgets/editing/structureactions.cpp" line="117"/>
        <source>Duplicate: a joint is not copied alone (a second joint with the same child link is invalid); duplicate its child link, which takes the joint along</source>
        <translation>创建副本：关节不会被单独复制（具有相同子连杆的第二个关节是无效的）；请为其子连杆创建副本，关节会随之一起复制</translation>
    </message>
    <message>
        <location filename="../widgets/editing/structureactions.cpp" line="120"/>
        <source>Duplicate: sensors are not copied; duplicate the link that holds the sensor</source>
        <translation>创建副本：不复制传感器；请为包含该传感器的连杆创建副本</translation>
    </message>
    <message>
        <location filename="../widgets/editing/structureactions.cpp" line="124"/>
        <source>Duplicate: select a model, link, visual, collision, frame or light</source>
        <translation>创建副本：请选择模型、连杆、视觉元素、碰撞几何、坐标系或光源</translation>
    </message>
    <message>
        <location filename="../widgets/editing/structureactions.cpp" line="125"/>
        <source>Duplicate: open a file first</source>
        <translation>创建副本：请先打开文件</translation>
    </message>
    <message>
        <location filename="../widgets/editing/structureactions.cpp" line="137"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../widgets/editing/structureactions.cpp" line="156"/>
        <source>Duplicate</source>
        <translation>创建副本</translation>
    </message>
</context>
<context>
    <name>robostage::TextureLibrary</name>
    <message>
        <location filename="../render/scenetextures.cpp" line="130"/>
        <source>texture &apos;%1&apos; cannot be read: %2; the surface is drawn without it.</source>
        <translation>无法读取纹理“%1”：%2；表面将不带该纹理绘制。</translation>
    </message>
</context>
<context>
    <name>robostage::XacroExpressionText</name>
    <message>
        <location filename="../widgets/dialogs/xacroexpressionprompt.cpp" line="44"/>
        <source>Computed Value</source>
        <translation>计算值</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/xacroexpressionprompt.cpp" line="45"/>
        <source>%1 is computed by an expression at %2.
The edit asked for %3. Type a new expression (${…}) or value to write there:</source>
        <translation>%1 由 %2 处的表达式计算得出。
该编辑要求的值为 %3。请输入要写在该处的新表达式（${…}）或值：</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/xacroexpressionprompt.cpp" line="55"/>
        <source>The edit was cancelled; nothing changed.</source>
        <translation>编辑已取消；未作任何更改。</translation>
    </message>
</context>
<context>
    <name>robostage::cli</name>
    <message>
        <location filename="../app/jointspecs.cpp" line="30"/>
        <source>--joint %1: expected NAME=VALUE with VALUE in radians or metres</source>
        <translation>--joint %1：应为 NAME=VALUE，VALUE 以弧度或米为单位</translation>
    </message>
    <message>
        <location filename="../app/jointspecs.cpp" line="46"/>
        <source>--joint %1: no joint named &apos;%2&apos;</source>
        <translation>--joint %1：没有名为“%2”的关节</translation>
    </message>
    <message>
        <location filename="../app/jointspecs.cpp" line="47"/>
        <source>--joint %1: &apos;%2&apos; is ambiguous, use the scoped name</source>
        <translation>--joint %1：“%2”有歧义，请使用带作用域的名称</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="286"/>
        <source>RoboStage %1</source>
        <translation>RoboStage %1</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="289"/>
        <location filename="../app/collisionscommand.cpp" line="49"/>
        <location filename="../app/rendercommand.cpp" line="111"/>
        <source>Joint position, radians or metres (repeatable).</source>
        <translation>关节位置，单位为弧度或米（可重复）。</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="289"/>
        <location filename="../app/collisionscommand.cpp" line="49"/>
        <location filename="../app/rendercommand.cpp" line="111"/>
        <source>NAME=VALUE</source>
        <translation>NAME=VALUE</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="290"/>
        <source>Print a JSON array.</source>
        <translation>输出 JSON 数组。</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="292"/>
        <source>Also print each link&apos;s inertial: mass, centre-of-mass pose in the world, inertia (SDFormat 1.11 auto=&quot;true&quot; computed from the collisions).</source>
        <translation>同时输出每个连杆的惯性参数：质量、质心在世界坐标系中的位姿、惯量（SDFormat 1.11 auto=&quot;true&quot; 由碰撞体计算）。</translation>
    </message>
    <message>
        <location filename="../app/checkcommand.cpp" line="31"/>
        <source>Reads each FILE and reports what is wrong in it: FILE:LINE: error|warning: MESSAGE lines, or the form --format names for CI tools.</source>
        <translation>读取每个 FILE 并报告其中的问题：FILE:LINE: error|warning: MESSAGE 行，或 --format 为 CI 工具指定的格式。</translation>
    </message>
    <message>
        <location filename="../app/checkcommand.cpp" line="34"/>
        <source>Files to check.</source>
        <translation>要检查的文件。</translation>
    </message>
    <message>
        <location filename="../app/checkcommand.cpp" line="34"/>
        <source>FILE…</source>
        <translation>FILE…</translation>
    </message>
    <message>
        <location filename="../app/checkcommand.cpp" line="36"/>
        <source>Report as text (default), json, github (GitHub Actions annotations), junit (JUnit XML) or sarif (SARIF 2.1.0).</source>
        <translation>以 text（默认）、json、github（GitHub Actions 注释）、junit（JUnit XML）或 sarif（SARIF 2.1.0）格式报告。</translation>
    </message>
    <message>
        <location filename="../app/checkcommand.cpp" line="38"/>
        <source>FORMAT</source>
        <translation>FORMAT</translation>
    </message>
    <message>
        <location filename="../app/checkcommand.cpp" line="40"/>
        <source>Fail (exit status 1) when there are more than N warnings in all.</source>
        <translation>警告总数超过 N 时失败（退出状态 1）。</translation>
    </message>
    <message>
        <location filename="../app/checkcommand.cpp" line="54"/>
        <source>give at least one FILE</source>
        <translation>请至少给出一个 FILE</translation>
    </message>
    <message>
        <location filename="../app/checkcommand.cpp" line="56"/>
        <source>--format %1: expected text, json, github, junit or sarif</source>
        <translation>--format %1：应为 text、json、github、junit 或 sarif</translation>
    </message>
    <message>
        <location filename="../app/checkcommand.cpp" line="59"/>
        <source>--max-warnings %1: expected a count (0 or more)</source>
        <translation>--max-warnings %1：应为一个计数（0 或更多）</translation>
    </message>
    <message>
        <location filename="../app/checkcommand.cpp" line="82"/>
        <source>robostage check: %1 warnings, more than --max-warnings %2</source>
        <translation>robostage check：%1 个警告，超过 --max-warnings %2</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="297"/>
        <location filename="../app/cli.cpp" line="302"/>
        <location filename="../app/collisionscommand.cpp" line="47"/>
        <location filename="../app/ikcommand.cpp" line="75"/>
        <source>File to read.</source>
        <translation>要读取的文件。</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="334"/>
        <source>robostage: out of memory while reading %1</source>
        <translation>robostage：读取 %1 时内存不足</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="98"/>
        <source>Renders FILE to a PNG without opening a window.</source>
        <translation>将 FILE 渲染为 PNG，不打开窗口。</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="100"/>
        <source>File to render.</source>
        <translation>要渲染的文件。</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="102"/>
        <source>Image to write (PNG).</source>
        <translation>要写入的图像（PNG）。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="126"/>
        <source>Add an SDFormat model: PARENT is the world&apos;s name (or &apos;world&apos;) for a top-level model, or a model for a nested one (repeatable).</source>
        <translation>添加 SDFormat 模型：顶层模型的 PARENT 为世界的名称（或“world”），嵌套模型的 PARENT 为一个模型（可重复）。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="129"/>
        <source>Add a link with mass 1 kg and inertia diag(1, 1, 1) kg·m². URDF: NAME alone, no POSE, and the link needs a joint added in the same command.</source>
        <translation>添加质量为 1 kg、惯量为 diag(1, 1, 1) kg·m² 的连杆。URDF：只写 NAME，不写 POSE，且该连杆需要在同一命令中添加一个关节。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="132"/>
        <source>Add a joint between two links of MODEL. SDFormat: POSE in the child link&apos;s frame; URDF: NAME=TYPE,PARENT,CHILD, POSE is the origin in PARENT. Revolute and prismatic joints get limits of ±π rad or ±1 m.</source>
        <translation>在 MODEL 的两个连杆之间添加关节。SDFormat：POSE 位于子连杆的坐标系中；URDF：NAME=TYPE,PARENT,CHILD，POSE 为在 PARENT 中的原点。旋转关节和移动关节的限位为 ±π rad 或 ±1 m。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="136"/>
        <source>Add a visual to a link. GEOMETRY: box:X,Y,Z, sphere:R, cylinder:R,LENGTH, capsule:R,LENGTH, ellipsoid:A,B,C or mesh:URI[,SCALE] (metres).</source>
        <translation>为连杆添加视觉元素。GEOMETRY：box:X,Y,Z、sphere:R、cylinder:R,LENGTH、capsule:R,LENGTH、ellipsoid:A,B,C 或 mesh:URI[,SCALE]（单位：米）。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="138"/>
        <source>Add a collision to a link; GEOMETRY as for --add-visual.</source>
        <translation>为连杆添加碰撞元素；GEOMETRY 与 --add-visual 相同。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="140"/>
        <source>Add an SDFormat 1.7+ frame to a world or model (a link: attached to it, named in its model).</source>
        <translation>为世界或模型添加 SDFormat 1.7+ 坐标系（若为连杆：附着于该连杆，在其模型中命名）。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="143"/>
        <source>Add a light to the world or a link (SDFormat 1.6+; URDF: a link, in a &lt;gazebo&gt; block).</source>
        <translation>向世界或连杆添加光源（SDFormat 1.6+；URDF：连杆，放在 &lt;gazebo&gt; 块中）。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="146"/>
        <source>Add a sensor to a link (URDF: in a &lt;gazebo&gt; block); a contact sensor needs a collision on the link.</source>
        <translation>向连杆添加传感器（URDF：放在 &lt;gazebo&gt; 块中）；接触传感器需要连杆上有碰撞体。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="149"/>
        <source>Include a model (SDFormat): URI is model://NAME, a path or a Fuel URL; without NAME the model&apos;s own name, made unique (NAME_0, NAME_1, ...).</source>
        <translation>包含一个模型（SDFormat）：URI 为 model://NAME、路径或 Fuel URL；不给 NAME 时使用模型自己的名称并使其唯一（NAME_0、NAME_1……）。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="159"/>
        <source>Applies edits to a description file and saves it; everything not edited keeps its bytes. Values are in metres and radians, in the frame the element&apos;s pose is expressed in. NAME is a scoped name as &apos;robostage poses&apos; prints it (or an unambiguous suffix; KIND:NAME picks a kind).</source>
        <translation>对描述文件应用编辑并保存；所有未编辑的部分保持字节不变。数值以米和弧度为单位，并在该元素位姿所表达的坐标系中给出。NAME 是“robostage poses”所输出的带作用域名称（或无歧义的后缀；KIND:NAME 可指定类型）。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="164"/>
        <source>The --add-* options add one element each, in the order given; POSE is x,y,z,roll,pitch,yaw in metres and radians relative to the new element&apos;s parent frame (default all zero); URDF names drop the model part.</source>
        <translation>--add-* 选项按给定顺序各添加一个元素；POSE 为 x,y,z,roll,pitch,yaw，单位为米和弧度，相对于新元素的父坐标系（默认全为零）；URDF 名称省略模型部分。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="168"/>
        <source>File to edit.</source>
        <translation>要编辑的文件。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="170"/>
        <location filename="../app/rendercommand.cpp" line="102"/>
        <source>OUT</source>
        <translation>OUT</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="170"/>
        <source>File to write (may be IN).</source>
        <translation>要写入的文件（可以与 IN 相同）。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="172"/>
        <source>Set a pose: x,y,z in metres, roll,pitch,yaw in radians (repeatable).</source>
        <translation>设置位姿：x,y,z 单位为米，roll,pitch,yaw 单位为弧度（可重复）。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="173"/>
        <source>NAME=x,y,z,roll,pitch,yaw</source>
        <translation>NAME=x,y,z,roll,pitch,yaw</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="175"/>
        <source>Set a joint&apos;s axis direction (repeatable).</source>
        <translation>设置关节的轴方向（可重复）。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="175"/>
        <source>JOINT=x,y,z</source>
        <translation>JOINT=x,y,z</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="177"/>
        <source>Set a visual&apos;s colour, components in [0, 1] (repeatable).</source>
        <translation>设置视觉元素的颜色，各分量取值范围 [0, 1]（可重复）。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="177"/>
        <source>NAME=r,g,b,a</source>
        <translation>NAME=r,g,b,a</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="179"/>
        <source>Set an SDFormat joint&apos;s initial position, radians or metres, written as &lt;axis&gt;&lt;initial_position&gt; (repeatable).</source>
        <translation>设置 SDFormat 关节的初始位置（弧度或米），写为 &lt;axis&gt;&lt;initial_position&gt;（可重复）。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="183"/>
        <source>Rename an entity and every reference to it (repeatable).</source>
        <translation>重命名实体及其所有引用（可重复）。</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="51"/>
        <source>%1 mm, %2°</source>
        <translation>%1 mm，%2°</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="67"/>
        <source>added</source>
        <translation>已添加</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="67"/>
        <source>removed</source>
        <translation>已删除</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="86"/>
        <source>moved with the changes above (world pose):</source>
        <translation>随上述更改移动（世界位姿）：</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="91"/>
        <source>equal</source>
        <translation>相同</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="97"/>
        <source>%1 entities changed%2, %3 added, %4 removed, %5 moved</source>
        <translation>%1 个实体已更改%2，%3 个已添加，%4 个已删除，%5 个已移动</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="138"/>
        <source>Compares two descriptions (any formats RoboStage reads) entity by entity: what was added, removed or written differently, and what moved with it.</source>
        <translation>逐个实体比较两个描述（RoboStage 可读取的任何格式）：添加、删除或写法不同的内容，以及随之移动的内容。</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="141"/>
        <source>The description before.</source>
        <translation>更改前的描述。</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="142"/>
        <source>The description after.</source>
        <translation>更改后的描述。</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="143"/>
        <source>Print a JSON object.</source>
        <translation>输出一个 JSON 对象。</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="145"/>
        <source>Pair an entity renamed between the versions (scoped names; repeatable).</source>
        <translation>配对在两个版本之间重命名的实体（完整名称；可重复）。</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="146"/>
        <location filename="../app/editcommand.cpp" line="183"/>
        <source>OLD=NEW</source>
        <translation>OLD=NEW</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="148"/>
        <source>Count positions within M metres and angles within RAD radians as equal (other numbers within the larger of the two).</source>
        <translation>位置相差不超过 M 米、角度相差不超过 RAD 弧度视为相同（其他数值取两者中较大者）。</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="150"/>
        <source>M,RAD</source>
        <translation>M,RAD</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="153"/>
        <source>A xacro argument of OLD only (repeatable).</source>
        <translation>仅用于 OLD 的 xacro 参数（可重复）。</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="155"/>
        <source>A xacro argument of NEW only (repeatable).</source>
        <translation>仅用于 NEW 的 xacro 参数（可重复）。</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="157"/>
        <source>Also draw both versions into a PNG: OLD as a see-through ghost, NEW solid, changed entities orange, added green, moved yellow, removed red.</source>
        <translation>同时将两个版本绘制到一个 PNG 中：OLD 为半透明虚影，NEW 为实体，已更改的实体为橙色，已添加为绿色，已移动为黄色，已删除为红色。</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="159"/>
        <source>OUT.png</source>
        <translation>OUT.png</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="161"/>
        <source>Size of the --image picture in pixels (default 800x600).</source>
        <translation>--image 图片的像素大小（默认 800x600）。</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="176"/>
        <source>expected OLD and NEW</source>
        <translation>需要 OLD 和 NEW</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="180"/>
        <source>--rename %1: expected OLD=NEW</source>
        <translation>--rename %1：应为 OLD=NEW</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="192"/>
        <source>--tolerance %1: expected M,RAD (two numbers, 0 or more)</source>
        <translation>--tolerance %1：应为 M,RAD（两个数，0 或更大）</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="209"/>
        <source>robostage diff: %1: cannot read the file; check the path.</source>
        <translation>robostage diff：%1：无法读取文件；请检查路径。</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="221"/>
        <source>robostage diff: %1: not a description RoboStage reads (see above).</source>
        <translation>robostage diff：%1：不是 RoboStage 可读取的描述（见上文）。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="185"/>
        <source>Set an SDFormat model&apos;s static flag (repeatable).</source>
        <translation>设置 SDFormat 模型的 static 标志（可重复）。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="185"/>
        <source>MODEL=true|false</source>
        <translation>MODEL=true|false</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="187"/>
        <source>Delete an entity; a link takes the joints that connect it (repeatable).</source>
        <translation>删除实体；删除连杆时会连同连接它的关节一起删除（可重复）。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="187"/>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="189"/>
        <source>Duplicate a model, link, visual, collision, frame or light next to it, at the same pose, named NEWNAME or NAME_copy (repeatable).</source>
        <translation>在模型、连杆、视觉元素、碰撞几何、坐标系或光源旁边以相同位姿复制一份，命名为 NEWNAME 或 NAME_copy（可重复）。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="191"/>
        <source>NAME[=NEWNAME]</source>
        <translation>NAME[=NEWNAME]</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="193"/>
        <source>When a value is written in a place other instances share (SimRobot: ref=, &lt;Include&gt;; xacro: a property used elsewhere, a macro expanded several times, a parameter default), change only this instance (SimRobot: its own element overrides the definition; xacro: the literal at this use, or a new macro parameter passed by this call) or the shared definition. Without it such edits are refused.</source>
        <translation>当某个值写在其他实例共享的位置时（SimRobot：ref=、&lt;Include&gt;；xacro：在别处使用的属性、被多次展开的宏、参数默认值），只更改此实例（SimRobot：其自身元素覆盖定义；xacro：此处使用的字面值，或由此次调用传递的新宏参数），或更改共享定义。不指定此选项时，此类编辑会被拒绝。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="198"/>
        <source>instance|definition</source>
        <translation>instance|definition</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="200"/>
        <source>xacro: when a value is computed by an expression that no number in it carries (a conditional, a string), write the new value as a literal in place of the expression, for this use. Without it such edits are refused.</source>
        <translation>xacro：当某个值由表达式计算、而其中没有数字能承载更改时（条件、字符串），将新值作为字面量写在表达式的位置，仅用于此处。没有此选项时此类编辑会被拒绝。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="203"/>
        <source>literal</source>
        <translation>literal</translation>
    </message>
    <message>
        <location filename="../app/geometryedits.cpp" line="59"/>
        <source>Set a link&apos;s inertial from its collision geometry (its visuals when it has none): mass, centre of mass and inertia tensor at a uniform density (default 1000 kg/m³) or for a total mass (repeatable).</source>
        <translation>根据连杆的碰撞几何体（没有碰撞体时用其视觉体）设置惯性：按均匀密度（默认 1000 kg/m³）或总质量计算质量、质心和惯性张量（可重复）。</translation>
    </message>
    <message>
        <location filename="../app/geometryedits.cpp" line="62"/>
        <source>LINK[=mass:KG|density:KG_PER_M3]</source>
        <translation>LINK[=mass:KG|density:KG_PER_M3]</translation>
    </message>
    <message>
        <location filename="../app/geometryedits.cpp" line="64"/>
        <source>Add a collision fitted around a link&apos;s visuals: the smallest oriented box, cylinder, sphere or capsule, or the convex hull (at most 255 vertices, written as LINK_hull.stl beside the output); with &apos;,replace&apos; it replaces the link&apos;s collisions; &apos;,visual=NAME&apos; (repeatable) fits those visuals only (repeatable).</source>
        <translation>添加一个包围连杆视觉体的碰撞体：最小的有向长方体、圆柱、球或胶囊，或凸包（最多 255 个顶点，写为输出文件旁的 LINK_hull.stl）；加 &apos;,replace&apos; 则替换该连杆的碰撞体；&apos;,visual=NAME&apos;（可重复）只包围这些视觉体（可重复）。</translation>
    </message>
    <message>
        <location filename="../app/geometryedits.cpp" line="68"/>
        <source>LINK=box|cylinder|sphere|capsule|hull[,replace][,visual=NAME]…</source>
        <translation>LINK=box|cylinder|sphere|capsule|hull[,replace][,visual=NAME]…</translation>
    </message>
    <message>
        <location filename="../app/geometryedits.cpp" line="70"/>
        <source>Set a visual&apos;s or collision&apos;s shape, sizes in metres: a box&apos;s X,Y,Z extents, a radius, a cylinder&apos;s or capsule&apos;s radius and length, an ellipsoid&apos;s radii, or a mesh URI with an optional scale (repeatable).</source>
        <translation>设置视觉或碰撞的形状，尺寸以米计：长方体的 X,Y,Z 尺寸、半径、圆柱或胶囊的半径和长度、椭球的半径，或带可选缩放的网格 URI（可重复）。</translation>
    </message>
    <message>
        <location filename="../app/geometryedits.cpp" line="73"/>
        <source>NAME=box:X,Y,Z|sphere:R|cylinder:R,L|capsule:R,L|ellipsoid:X,Y,Z|mesh:URI[,S]</source>
        <translation>NAME=box:X,Y,Z|sphere:R|cylinder:R,L|capsule:R,L|ellipsoid:X,Y,Z|mesh:URI[,S]</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="216"/>
        <source>edit: give one IN file and -o OUT</source>
        <translation>edit：请给出一个 IN 文件和 -o OUT</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="228"/>
        <source>--shared %1: the value is instance or definition</source>
        <translation>--shared %1：取值为 instance 或 definition</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="233"/>
        <source>--computed %1: the value is literal</source>
        <translation>--computed %1：值应为 literal</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="239"/>
        <source>%1: cannot read the file; check the path.</source>
        <translation>%1：无法读取文件；请检查路径。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="259"/>
        <source>%1: the file could not be read as XML (see above); fix it before editing.</source>
        <translation>%1：无法将该文件作为 XML 读取（见上文）；请在编辑前修正。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="274"/>
        <source>--%1 %2: expected NAME= and %3 comma-separated numbers</source>
        <translation>--%1 %2：应为 NAME= 加 %3 个逗号分隔的数字</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="289"/>
        <source>--%1 %2: %3. Nothing was written.</source>
        <translation>--%1 %2：%3。未写入任何内容。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="298"/>
        <source>--%1 %2: expected NAME=VALUE</source>
        <translation>--%1 %2：应为 NAME=VALUE</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="318"/>
        <source>--set-static %1: the value is true or false</source>
        <translation>--set-static %1：取值为 true 或 false</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="331"/>
        <source>%1: wrote %2=&quot;%3&quot; in place of &quot;%4&quot;</source>
        <translation>%1：已写入 %2=&quot;%3&quot;，替换 &quot;%4&quot;</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="336"/>
        <source>note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="344"/>
        <source>Give --shared instance or --shared definition.</source>
        <translation>请指定 --shared instance 或 --shared definition。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="345"/>
        <source>Only the definition can change (%1); give --shared definition.</source>
        <translation>只能更改定义（%1）；请指定 --shared definition。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="348"/>
        <source>--%1 %2: %3 Nothing was written.</source>
        <translation>--%1 %2：%3 未写入任何内容。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="356"/>
        <source>edit: %1. Nothing was written.</source>
        <translation>edit：%1。未写入任何内容。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="363"/>
        <source>wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="104"/>
        <source>Image size in pixels (default 800x600).</source>
        <translation>图像尺寸，单位为像素（默认 800x600）。</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="161"/>
        <location filename="../app/rendercommand.cpp" line="104"/>
        <source>WxH</source>
        <translation>WxH</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="106"/>
        <source>Camera direction: iso, front, top or side (default iso).</source>
        <translation>相机方向：iso、front、top 或 side（默认 iso）。</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="106"/>
        <source>VIEW</source>
        <translation>VIEW</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="109"/>
        <source>Overlay the collision shapes.</source>
        <translation>叠加显示碰撞形状。</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="113"/>
        <source>Orbit the camera through N frames, then print first_frame_ms (from the command&apos;s start, before loading FILE, to the first frame read back), meshes_loaded_ms (from the same start until every mesh has been read) and fps (frames per second of the orbit), one per line.</source>
        <translation>让相机环绕 N 帧，然后逐行输出 first_frame_ms（从命令开始、加载 FILE 之前，到读回第一帧）、meshes_loaded_ms（从同一起点到所有网格读取完毕）和 fps（环绕时每秒帧数）。</translation>
    </message>
    <message>
        <location filename="../app/collisionscommand.cpp" line="43"/>
        <source>Measures how well each link&apos;s collision geometry fits its visual geometry (volumes, intersection over union, how far each sticks out of the other) and lists the pairs of links whose collisions intersect at the joint positions.</source>
        <translation>测量每个连杆的碰撞几何体与视觉几何体的贴合程度（体积、交并比、彼此伸出多远），并列出在给定关节位置下碰撞体相交的连杆对。</translation>
    </message>
    <message>
        <location filename="../app/collisionscommand.cpp" line="50"/>
        <location filename="../app/ikcommand.cpp" line="87"/>
        <source>Print JSON.</source>
        <translation>输出 JSON。</translation>
    </message>
    <message>
        <location filename="../app/collisionscommand.cpp" line="52"/>
        <source>SRDF file whose &lt;disable_collisions&gt; pairs are not reported (default: FILE&apos;s stem with .srdf beside it).</source>
        <translation>不报告其 &lt;disable_collisions&gt; 连杆对的 SRDF 文件（默认：FILE 旁同名的 .srdf 文件）。</translation>
    </message>
    <message>
        <location filename="../app/collisionscommand.cpp" line="54"/>
        <source>PATH</source>
        <translation>路径</translation>
    </message>
    <message>
        <location filename="../app/checkcommand.cpp" line="40"/>
        <location filename="../app/collisionscommand.cpp" line="56"/>
        <location filename="../app/rendercommand.cpp" line="117"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../app/collisionscommand.cpp" line="56"/>
        <source>Grid points along each link&apos;s longest side for the volumes (default 64).</source>
        <translation>计算体积时沿每个连杆最长边的网格点数（默认 64）。</translation>
    </message>
    <message>
        <location filename="../app/collisionscommand.cpp" line="70"/>
        <source>collisions: give one FILE (and --cells between 4 and 1000)</source>
        <translation>collisions：请给出一个 FILE（--cells 取 4 到 1000）</translation>
    </message>
    <message>
        <location filename="../app/collisionscommand.cpp" line="83"/>
        <source>%1: %2 is not measured</source>
        <translation>%1：%2 未测量</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="119"/>
        <source>How visuals are drawn: solid, wireframe (triangle edges) or transparent (see-through, showing inner parts and collisions); default solid.</source>
        <translation>视觉元素的绘制方式：solid（实体）、wireframe（三角形边线）或 transparent（透明，可看到内部部件和碰撞几何）；默认为 solid。</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="121"/>
        <source>STYLE</source>
        <translation>STYLE</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="123"/>
        <source>Helper drawings, comma-separated: frames, joints, inertia, lights, frustums, forces.</source>
        <translation>辅助绘制内容，以逗号分隔：frames、joints、inertia、lights、frustums、forces。</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="126"/>
        <source>Leave out the grid and the origin axes (the model alone, as in thumbnails).</source>
        <translation>不绘制网格和原点坐标轴（只绘制模型，如缩略图）。</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="166"/>
        <source>--overlays %1: expected frames, joints, inertia, lights, frustums or forces</source>
        <translation>--overlays %1：应为 frames、joints、inertia、lights、frustums 或 forces</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="124"/>
        <source>LIST</source>
        <translation>LIST</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="47"/>
        <source>timed out after %1 s</source>
        <translation>%1 秒后超时</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="144"/>
        <source>expected one FILE and -o OUT.png</source>
        <translation>应为一个 FILE 和 -o OUT.png</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="200"/>
        <location filename="../app/rendercommand.cpp" line="147"/>
        <source>--size %1: expected WxH in pixels</source>
        <translation>--size %1：应为以像素为单位的 WxH</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="149"/>
        <source>--view %1: expected iso, front, top or side</source>
        <translation>--view %1：应为 iso、front、top 或 side</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="151"/>
        <source>--frames %1: expected a frame count</source>
        <translation>--frames %1：应为帧数</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="154"/>
        <source>--style %1: expected solid, wireframe or transparent</source>
        <translation>--style %1：应为 solid、wireframe 或 transparent</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="226"/>
        <source>the scene has nothing to draw</source>
        <translation>场景中没有可绘制的内容</translation>
    </message>
    <message>
        <location filename="../app/diffimage.cpp" line="107"/>
        <location filename="../app/rendercommand.cpp" line="245"/>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <location filename="../app/convertcommand.cpp" line="45"/>
        <source>Converts a URDF file to SDFormat, an SDFormat model to URDF, or a SimRobot scene (.ros2) to an SDFormat world; the scene&apos;s inline meshes are written as OBJ files into OUT_meshes/ next to OUT (OUT without its extension, then _meshes). A xacro file is expanded with the --arg values: to URDF it is written as the xacro tool prints it, to SDFormat it converts like a URDF file.</source>
        <translation>将 URDF 文件转换为 SDFormat，将 SDFormat 模型转换为 URDF，或将 SimRobot 场景（.ros2）转换为 SDFormat 世界；场景的内嵌网格以 OBJ 文件写入 OUT 旁边的 OUT_meshes/（即去掉扩展名的 OUT 再加上 _meshes）。xacro 文件会用 --arg 的值展开：转换为 URDF 时按 xacro 工具的输出写入，转换为 SDFormat 时与 URDF 文件的转换方式相同。</translation>
    </message>
    <message>
        <location filename="../app/convertcommand.cpp" line="52"/>
        <source>File to read (URDF, xacro, SDFormat or SimRobot scene).</source>
        <translation>要读取的文件（URDF、xacro、SDFormat 或 SimRobot 场景）。</translation>
    </message>
    <message>
        <location filename="../app/convertcommand.cpp" line="53"/>
        <source>File to write (.sdf, .world, .urdf).</source>
        <translation>要写入的文件（.sdf、.world、.urdf）。</translation>
    </message>
    <message>
        <location filename="../app/convertcommand.cpp" line="55"/>
        <source>Target format (default: from OUT&apos;s extension).</source>
        <translation>目标格式（默认：根据 OUT 的扩展名）。</translation>
    </message>
    <message>
        <location filename="../app/convertcommand.cpp" line="57"/>
        <source>SDFormat version to write (1.11 keeps joint mimics).</source>
        <translation>要写入的 SDFormat 版本（1.11 会保留关节模仿）。</translation>
    </message>
    <message>
        <location filename="../app/convertcommand.cpp" line="70"/>
        <source>convert needs IN and OUT.</source>
        <translation>convert 需要 IN 和 OUT。</translation>
    </message>
    <message>
        <location filename="../app/convertcommand.cpp" line="83"/>
        <source>cannot tell the target format from &apos;%1&apos;; name OUT .sdf, .world or .urdf, or give --to sdf|urdf.</source>
        <translation>无法从“%1”判断目标格式；请将 OUT 命名为 .sdf、.world 或 .urdf，或指定 --to sdf|urdf。</translation>
    </message>
    <message>
        <location filename="../app/convertcommand.cpp" line="93"/>
        <source>--sdf-version must be 1.9, 1.10 or 1.11.</source>
        <translation>--sdf-version 必须是 1.9、1.10 或 1.11。</translation>
    </message>
    <message>
        <location filename="../app/convertcommand.cpp" line="100"/>
        <source>%1: not converted: the file has errors.</source>
        <translation>%1：未转换：文件中有错误。</translation>
    </message>
    <message>
        <location filename="../app/convertcommand.cpp" line="106"/>
        <source>%1: error: a SimRobot scene converts to SDFormat only (a world of several models, which URDF cannot hold); name OUT .sdf or .world, or give --to sdf.</source>
        <translation>%1：错误：SimRobot 场景只能转换为 SDFormat（一个包含多个模型的世界，URDF 无法容纳）；请将 OUT 命名为 .sdf 或 .world，或指定 --to sdf。</translation>
    </message>
    <message>
        <location filename="../app/xacroarguments.cpp" line="27"/>
        <source>xacro argument: the value of &lt;xacro:arg name=&quot;NAME&quot;&gt; (repeatable; files that are not xacro ignore it).</source>
        <translation>xacro 参数：&lt;xacro:arg name=&quot;NAME&quot;&gt; 的值（可重复；非 xacro 文件会忽略它）。</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="153"/>
        <location filename="../app/diffcommand.cpp" line="155"/>
        <location filename="../app/xacroarguments.cpp" line="29"/>
        <source>NAME:=VALUE</source>
        <translation>NAME:=VALUE</translation>
    </message>
    <message>
        <location filename="../app/xacroarguments.cpp" line="42"/>
        <source>--arg %1: expected NAME:=VALUE, the name of a xacro:arg, &apos;:=&apos; and its value</source>
        <translation>--arg %1：应为 NAME:=VALUE，即某个 xacro:arg 的名称、“:=”及其值</translation>
    </message>
    <message>
        <location filename="../app/xacroarguments.cpp" line="54"/>
        <source>%1: no such file; give a xacro argument as --arg %1</source>
        <translation>%1：文件不存在；xacro 参数请以 --arg %1 的形式给出</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="43"/>
        <source>&apos;%1&apos; is not NAME:=VALUE.</source>
        <translation>&apos;%1&apos; 不是 NAME:=VALUE 形式。</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="71"/>
        <source>Expands a xacro file as ROS 2&apos;s xacro command does, without ROS: any root element, $(find PKG) and package:// from ROS_PACKAGE_PATH and AMENT_PREFIX_PATH, the xacro:arg values given as NAME:=VALUE. Prints the result with xacro&apos;s banner, or writes it to OUT.</source>
        <translation>像 ROS 2 的 xacro 命令那样展开 xacro 文件，无需 ROS：任意根元素，从 ROS_PACKAGE_PATH 和 AMENT_PREFIX_PATH 解析 $(find PKG) 与 package://，xacro:arg 的值以 NAME:=VALUE 给出。输出带 xacro 标题注释的结果，或写入 OUT。</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="76"/>
        <source>The xacro file to expand.</source>
        <translation>要展开的 xacro 文件。</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="78"/>
        <source>A xacro:arg value (repeatable).</source>
        <translation>一个 xacro:arg 值（可重复）。</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="78"/>
        <source>[NAME:=VALUE…]</source>
        <translation>[NAME:=VALUE…]</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="80"/>
        <source>Write the result to FILE (atomically) instead of printing it.</source>
        <translation>将结果（原子地）写入 FILE，而不是打印。</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="80"/>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="82"/>
        <source>Print the files the expansion reads besides IN (includes, load_yaml), separated by spaces, instead of the result.</source>
        <translation>打印展开时除 IN 外读取的文件（include、load_yaml），以空格分隔，而不是结果。</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="86"/>
        <source>Accepted for xacro&apos;s sake: in-order processing is the only mode.</source>
        <translation>为兼容 xacro 而接受：按顺序处理是唯一模式。</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="88"/>
        <source>Accepted for xacro&apos;s sake: xacro tags always need their xacro: prefix.</source>
        <translation>为兼容 xacro 而接受：xacro 标签总是需要 xacro: 前缀。</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="90"/>
        <source>Quiet: print errors only, no warnings.</source>
        <translation>安静：只打印错误，不打印警告。</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="91"/>
        <source>Raise the verbosity.</source>
        <translation>提高详细程度。</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="93"/>
        <source>Verbosity: 0 errors only, 1 (default) also warnings.</source>
        <translation>详细程度：0 仅错误，1（默认）也含警告。</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="93"/>
        <source>LEVEL</source>
        <translation>LEVEL</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="110"/>
        <source>xacro needs exactly one input file.</source>
        <translation>xacro 需要恰好一个输入文件。</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="119"/>
        <source>--verbosity takes a level: 0, 1, 2, …</source>
        <translation>--verbosity 需要一个级别：0、1、2、…</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="131"/>
        <source>%1: error: no such file</source>
        <translation>%1：错误：没有这个文件</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="150"/>
        <source>%1: not expanded: the file has errors.</source>
        <translation>%1：未展开：文件有错误。</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="164"/>
        <source>%1: error: cannot write: %2</source>
        <translation>%1：错误：无法写入：%2</translation>
    </message>
    <message>
        <location filename="../app/ikcommand.cpp" line="71"/>
        <source>Inverse kinematics: the joint positions that put link TIP at a world pose (metres, radians), on the chain from the root (or --base) to TIP, within the joint limits, nearest to the --from positions.</source>
        <translation>逆运动学：求出使连杆 TIP 到达世界坐标系中某一位姿（米、弧度）的关节位置，链从根（或 --base）到 TIP，在关节限位内，并尽量接近 --from 给出的位置。</translation>
    </message>
    <message>
        <location filename="../app/ikcommand.cpp" line="77"/>
        <source>TIP=x,y,z,roll,pitch,yaw: the tip link and its target pose in the world (TIP=x,y,z: its position only).</source>
        <translation>TIP=x,y,z,roll,pitch,yaw：末端连杆及其在世界中的目标位姿（TIP=x,y,z：仅位置）。</translation>
    </message>
    <message>
        <location filename="../app/ikcommand.cpp" line="80"/>
        <source>Link where the chain starts (default: the root of TIP&apos;s tree).</source>
        <translation>链的起始连杆（默认：TIP 所在树的根）。</translation>
    </message>
    <message>
        <location filename="../app/ikcommand.cpp" line="80"/>
        <source>LINK</source>
        <translation>LINK</translation>
    </message>
    <message>
        <location filename="../app/ikcommand.cpp" line="82"/>
        <source>Start position of a joint, radians or metres (repeatable; default: its initial position).</source>
        <translation>关节的起始位置，弧度或米（可重复；默认：其初始位置）。</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="181"/>
        <location filename="../app/ikcommand.cpp" line="84"/>
        <source>JOINT=VALUE</source>
        <translation>关节=值</translation>
    </message>
    <message>
        <location filename="../app/ikcommand.cpp" line="86"/>
        <source>Reach the position only; the tip&apos;s orientation is free.</source>
        <translation>仅到达位置；末端姿态不限。</translation>
    </message>
    <message>
        <location filename="../app/ikcommand.cpp" line="89"/>
        <source>Time budget of the search in milliseconds (default 50).</source>
        <translation>搜索的时间预算，毫秒（默认 50）。</translation>
    </message>
    <message>
        <location filename="../app/ikcommand.cpp" line="89"/>
        <source>MS</source>
        <translation>MS</translation>
    </message>
    <message>
        <location filename="../app/ikcommand.cpp" line="108"/>
        <source>ik: give FILE and TIP=x,y,z,roll,pitch,yaw (metres, radians), and a positive --timeout</source>
        <translation>ik：请给出 FILE 和 TIP=x,y,z,roll,pitch,yaw（米、弧度），以及正的 --timeout</translation>
    </message>
    <message>
        <location filename="../app/ikcommand.cpp" line="122"/>
        <location filename="../app/ikcommand.cpp" line="138"/>
        <source>ik: %1</source>
        <translation>ik：%1</translation>
    </message>
    <message>
        <location filename="../app/ikcommand.cpp" line="129"/>
        <source>ik: --base: %1</source>
        <translation>ik：--base：%1</translation>
    </message>
    <message>
        <location filename="../app/ikcommand.cpp" line="164"/>
        <source>ik: not reached: %1 (position error %2 m, rotation error %3 rad; the values printed are the best found)</source>
        <translation>ik：未到达：%1（位置误差 %2 m，旋转误差 %3 rad；输出的是找到的最佳值）</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/checkformats.cpp" line="118"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>robostage::convert</name>
    <message>
        <location filename="../model/convert/sdftourdftree.cpp" line="33"/>
        <source>joint &apos;%1&apos; does not connect two links of model &apos;%2&apos;; URDF joints connect a parent link to a child link</source>
        <translation>关节“%1”没有连接模型“%2”的两个连杆；URDF 关节将一个父连杆连接到一个子连杆</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdftree.cpp" line="41"/>
        <source>joint &apos;%1&apos; connects link &apos;%2&apos; to itself</source>
        <translation>关节“%1”将连杆“%2”与其自身相连</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdftree.cpp" line="48"/>
        <source>link &apos;%1&apos; is the child of joints &apos;%2&apos; and &apos;%3&apos;: a kinematic loop, which URDF cannot describe (it describes a tree)</source>
        <translation>连杆“%1”是关节“%2”和“%3”的子连杆：这是一个运动学闭环，URDF 无法描述（它描述的是树）</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdftree.cpp" line="73"/>
        <source>link &apos;%1&apos; is on a kinematic loop (%2); URDF describes a tree</source>
        <translation>连杆“%1”位于运动学闭环（%2）上；URDF 描述的是树</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdftree.cpp" line="83"/>
        <source>model &apos;%1&apos; has %2 root links (%3): links that are no joint&apos;s child, the world counting as one. URDF describes one tree; connect them with joints</source>
        <translation>模型“%1”有 %2 个根连杆（%3）：即不是任何关节子连杆的连杆，世界算作其中一个。URDF 描述的是一棵树；请用关节将它们连接起来</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdfshapes.cpp" line="39"/>
        <source>the capsule of %1 is written as Drake&apos;s &lt;capsule&gt;; urdfdom (ROS) rejects it and stops reading the link&apos;s further visuals and collisions</source>
        <translation>%1 的胶囊体被写为 Drake 的 &lt;capsule&gt;；urdfdom（ROS）会拒绝它，并停止读取该连杆后续的视觉元素和碰撞几何</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdfshapes.cpp" line="51"/>
        <source>the mesh URI &apos;%1&apos; of %2 is kept; URDF readers other than Gazebo and RoboStage may not resolve model:// URIs</source>
        <translation>保留 %2 的网格 URI“%1”；Gazebo 和 RoboStage 以外的 URDF 读取器可能无法解析 model:// URI</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdfshapes.cpp" line="55"/>
        <source>&lt;submesh&gt; of %1 (the whole mesh is used)</source>
        <translation>%1 的 &lt;submesh&gt;（使用整个网格）</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdfshapes.cpp" line="63"/>
        <source>%1 (URDF has no %2 shape; left out)</source>
        <translation>%1（URDF 没有 %2 形状；已略去）</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobotsensors.cpp" line="43"/>
        <source>not converted: &lt;%1&gt; (SDFormat has no such sensor)</source>
        <translation>未转换：&lt;%1&gt;（SDFormat 没有这种传感器）</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobotsensors.cpp" line="57"/>
        <source>the opening angle angleX is clamped to SDFormat&apos;s 0.1 to 2π radians</source>
        <translation>张角 angleX 被限制在 SDFormat 的 0.1 到 2π 弧度范围内</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobotsensors.cpp" line="69"/>
        <source>angleY (SDFormat cameras derive the vertical opening angle from horizontal_fov and the image&apos;s aspect ratio)</source>
        <translation>angleY（SDFormat 相机根据 horizontal_fov 和图像宽高比推导垂直张角）</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobotsensors.cpp" line="83"/>
        <source>&lt;ApproxDistanceSensor&gt; is written as a 3 × 3 ray gpu_lidar over its opening angles (SDFormat has no nearest-point sensor)</source>
        <translation>&lt;ApproxDistanceSensor&gt; 被写为覆盖其张角的 3 × 3 射线 gpu_lidar（SDFormat 没有最近点传感器）</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobotsensors.cpp" line="96"/>
        <source>the contact sensor of a CollisionSensor names one collision, the body&apos;s first geometry (SDFormat takes one)</source>
        <translation>CollisionSensor 的接触传感器只指定一个碰撞几何，即该刚体的第一个几何形状（SDFormat 只接受一个）</translation>
    </message>
    <message>
        <location filename="../model/convert/writeconversion.cpp" line="27"/>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <location filename="../model/convert/writeconversion.cpp" line="43"/>
        <source>cannot create the folder</source>
        <translation>无法创建文件夹</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="119"/>
        <source>static model &apos;%1&apos; is written with &lt;gazebo&gt;&lt;static&gt;true&lt;/static&gt;&lt;/gazebo&gt;; other URDF readers see a free robot</source>
        <translation>静态模型“%1”被写为 &lt;gazebo&gt;&lt;static&gt;true&lt;/static&gt;&lt;/gazebo&gt;；其他 URDF 读取器会将其视为自由机器人</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="127"/>
        <source>&lt;plugin&gt; of model &apos;%1&apos; is written inside &lt;gazebo&gt; (only Gazebo reads it)</source>
        <translation>模型“%1”的 &lt;plugin&gt; 被写入 &lt;gazebo&gt; 内（只有 Gazebo 会读取）</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="130"/>
        <source>&lt;%1&gt; of model &apos;%2&apos;</source>
        <translation>模型“%2”的 &lt;%1&gt;</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="146"/>
        <source>root link &apos;%1&apos; is not at the world origin (%2); a URDF robot starts at its root link, so the model is placed with &apos;%1&apos; at the origin</source>
        <translation>根连杆“%1”不在世界原点（%2）；URDF 机器人从其根连杆开始，因此放置模型时使“%1”位于原点</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="159"/>
        <source>link &apos;%1&apos; is written in the frame of joint &apos;%2&apos; (URDF puts a child link&apos;s frame on its joint; the link frame moves by %3 and its visuals, collisions, inertial and frames keep their poses)</source>
        <translation>连杆“%1”被写在关节“%2”的坐标系中（URDF 将子连杆的坐标系置于其关节上；连杆坐标系移动了 %3，其视觉元素、碰撞几何、惯性参数和坐标系保持原有位姿）</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="184"/>
        <source>&lt;inertial auto=&quot;true&quot;&gt; of link &apos;%1&apos; (URDF needs explicit values; the written ones are those of the file)</source>
        <translation>连杆“%1”的 &lt;inertial auto=&quot;true&quot;&gt;（URDF 需要显式数值；写出的是文件中的数值）</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="202"/>
        <location filename="../model/convert/urdftosdf.cpp" line="232"/>
        <source>collision &apos;%1&apos; of link &apos;%2&apos;</source>
        <translation>连杆“%2”的碰撞几何“%1”</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="213"/>
        <source>light &apos;%1&apos; of link &apos;%2&apos; (URDF has no lights)</source>
        <translation>连杆“%2”的光源“%1”（URDF 没有光源）</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="218"/>
        <location filename="../model/convert/urdftosdf.cpp" line="232"/>
        <source>visual &apos;%1&apos; of link &apos;%2&apos;</source>
        <translation>连杆“%2”的视觉元素“%1”</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="244"/>
        <source>ambient colour</source>
        <translation>环境光颜色</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="246"/>
        <source>specular colour</source>
        <translation>镜面反射颜色</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="248"/>
        <source>emissive colour</source>
        <translation>自发光颜色</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="250"/>
        <source>script &apos;%1&apos;</source>
        <translation>脚本“%1”</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="254"/>
        <source>PBR maps other than the albedo map</source>
        <translation>除反照率贴图以外的 PBR 贴图</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="256"/>
        <source>transparency</source>
        <translation>透明度</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="259"/>
        <source>%1 of %2 (a URDF material has one colour and a texture)</source>
        <translation>%2 的 %1（URDF 材质只有一种颜色和一个纹理）</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="269"/>
        <source>the motion of %1 joint &apos;%2&apos;: URDF has no such joint type, so it is written as a fixed joint</source>
        <translation>%1 关节“%2”的运动：URDF 没有这种关节类型，因此将其写为固定关节</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="318"/>
        <source>the spring of joint &apos;%1&apos;</source>
        <translation>关节“%1”的弹簧</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="320"/>
        <source>&lt;axis2&gt; of joint &apos;%1&apos;</source>
        <translation>关节“%1”的 &lt;axis2&gt;</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="322"/>
        <source>the initial position of joint &apos;%1&apos;</source>
        <translation>关节“%1”的初始位置</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="328"/>
        <source>&lt;mimic&gt; of joint &apos;%1&apos; following &lt;%2&gt; (URDF joints have one axis)</source>
        <translation>关节“%1”跟随 &lt;%2&gt; 的 &lt;mimic&gt;（URDF 关节只有一个轴）</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="358"/>
        <source>frame &apos;%1&apos;, which is attached to no link (URDF frames are fixed to links)</source>
        <translation>坐标系“%1”，它未附着于任何连杆（URDF 坐标系固定在连杆上）</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="364"/>
        <source>frame &apos;%1&apos;, which has the name of a link</source>
        <translation>坐标系“%1”，它与某个连杆同名</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="377"/>
        <source>%1 frames are written as Drake &lt;frame&gt; elements; urdfdom and ROS tools ignore them</source>
        <translation>%1 个坐标系被写为 Drake &lt;frame&gt; 元素；urdfdom 和 ROS 工具会忽略它们</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="390"/>
        <source>sensor &apos;%1&apos; of link &apos;%2&apos; (its pose cannot be kept in a &lt;gazebo&gt; block)</source>
        <translation>连杆“%2”的传感器“%1”（其位姿无法保存在 &lt;gazebo&gt; 块中）</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="398"/>
        <source>sensor &apos;%1&apos; of link &apos;%2&apos; is written inside &lt;gazebo reference=&quot;%2&quot;&gt; (only Gazebo reads it)</source>
        <translation>连杆“%2”的传感器“%1”被写入 &lt;gazebo reference=&quot;%2&quot;&gt; 内（只有 Gazebo 会读取）</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="403"/>
        <source>&lt;%1&gt; of link &apos;%2&apos;</source>
        <translation>连杆“%2”的 &lt;%1&gt;</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="131"/>
        <source>&lt;%1&gt; (SimRobot simulation settings; SDFormat has no counterpart)</source>
        <translation>&lt;%1&gt;（SimRobot 仿真设置；SDFormat 中没有对应项）</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="159"/>
        <source>%1 &apos;%2&apos; is written as &apos;%3&apos;: SDFormat 1.8+ needs unique names among the links, joints and nested models of a model and reserves &apos;world&apos; and names starting with &apos;__&apos;</source>
        <translation>%1“%2”被写为“%3”：SDFormat 1.8+ 要求模型中的连杆、关节和嵌套模型名称唯一，并保留“world”以及以“__”开头的名称</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="206"/>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="218"/>
        <source>link</source>
        <translation>连杆</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="220"/>
        <location filename="../model/convert/simrobottosdf.cpp" line="232"/>
        <location filename="../model/convert/urdftosdf.cpp" line="166"/>
        <source>joint</source>
        <translation>关节</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="239"/>
        <source>joint &apos;%1&apos; fixes compound &apos;%2&apos; to the world: SimRobot compounds do not move, and one with joints cannot be a static SDFormat model</source>
        <translation>关节“%1”将组合体“%2”固定到世界：SimRobot 组合体不会运动，而带有关节的组合体不能作为静态 SDFormat 模型</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="272"/>
        <source>the shape of collision &apos;%1&apos;</source>
        <translation>碰撞几何“%1”的形状</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="281"/>
        <source>&lt;Material&gt; (SimRobot friction; SDFormat surface friction is per collision and simulator-specific)</source>
        <translation>&lt;Material&gt;（SimRobot 摩擦；SDFormat 的表面摩擦按碰撞几何设置且依赖于仿真器）</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="283"/>
        <source>&lt;%1&gt; (SimRobot user input; SDFormat has no counterpart)</source>
        <translation>&lt;%1&gt;（SimRobot 用户输入；SDFormat 中没有对应项）</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="296"/>
        <source>the shape of visual &apos;%1&apos;</source>
        <translation>视觉元素“%1”的形状</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="314"/>
        <source>the Surface&apos;s shininess (SDFormat 1.9 materials have none)</source>
        <translation>Surface 的光泽度（SDFormat 1.9 材质没有此项）</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="318"/>
        <source>diffuseTexture &apos;%1&apos; (the file does not exist)</source>
        <translation>diffuseTexture“%1”（文件不存在）</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="325"/>
        <source>diffuseTexture &apos;%1&apos; is written as a PBR albedo map (&lt;pbr&gt;&lt;metal&gt;&lt;albedo_map&gt;), relative to the output file; renderers without PBR ignore it</source>
        <translation>diffuseTexture“%1”被写为 PBR 反照率贴图（&lt;pbr&gt;&lt;metal&gt;&lt;albedo_map&gt;），路径相对于输出文件；不支持 PBR 的渲染器会忽略它</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="392"/>
        <source>joint &apos;%1&apos; starts at its &lt;Deflection init&gt; %2: the converted joint&apos;s zero is that start position and its limits are shifted by it (SDFormat has no initial joint position)</source>
        <translation>关节“%1”起始于其 &lt;Deflection init&gt; %2：转换后关节的零点即该起始位置，其限位也相应平移（SDFormat 没有初始关节位置）</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdf.cpp" line="143"/>
        <source>%1 &apos;%2&apos; is written as &apos;%3&apos;: SDFormat 1.8+ needs unique names among the links, joints and frames of a model</source>
        <translation>%1“%2”被写为“%3”：SDFormat 1.8+ 要求模型中的连杆、关节和坐标系名称唯一</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdf.cpp" line="157"/>
        <source>the contents of link &apos;world&apos; (SDFormat reserves the name for the world frame, which has no visuals, collisions or inertia)</source>
        <translation>连杆“world”的内容（SDFormat 将该名称保留给世界坐标系，它没有视觉元素、碰撞几何或惯性）</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdf.cpp" line="169"/>
        <source>frame</source>
        <translation>坐标系</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdf.cpp" line="223"/>
        <source>visual &apos;%1&apos; of link &apos;%2&apos; is written as &apos;%3&apos;: SDFormat needs unique visual names in a link</source>
        <translation>连杆“%2”的视觉元素“%1”被写为“%3”：SDFormat 要求同一连杆中的视觉元素名称唯一</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdf.cpp" line="225"/>
        <source>collision &apos;%1&apos; of link &apos;%2&apos; is written as &apos;%3&apos;: SDFormat needs unique collision names in a link</source>
        <translation>连杆“%2”的碰撞几何“%1”被写为“%3”：SDFormat 要求同一连杆中的碰撞几何名称唯一</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdf.cpp" line="275"/>
        <source>the shape of %1 (RoboStage does not read it; written as &lt;empty/&gt;)</source>
        <translation>%1 的形状（RoboStage 无法读取；写为 &lt;empty/&gt;）</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdf.cpp" line="283"/>
        <source>the motion of %1 joint &apos;%2&apos;: SDFormat has no such joint type, so it is written as a fixed joint</source>
        <translation>%1 关节“%2”的运动：SDFormat 没有这种关节类型，因此将其写为固定关节</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdf.cpp" line="301"/>
        <source>&lt;safety_controller&gt; of joint &apos;%1&apos; (SDFormat has no soft limits)</source>
        <translation>关节“%1”的 &lt;safety_controller&gt;（SDFormat 没有软限位）</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdf.cpp" line="304"/>
        <source>&lt;calibration&gt; of joint &apos;%1&apos; (SDFormat has none)</source>
        <translation>关节“%1”的 &lt;calibration&gt;（SDFormat 没有此项）</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdf.cpp" line="364"/>
        <source>&lt;mimic&gt; of joint &apos;%1&apos; (SDFormat has joint mimic constraints from version 1.11; convert with --sdf-version 1.11)</source>
        <translation>关节“%1”的 &lt;mimic&gt;（SDFormat 从 1.11 版起才有关节模仿约束；请使用 --sdf-version 1.11 转换）</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdf.cpp" line="387"/>
        <source>frame &apos;%1&apos; fixed to the world (a model&apos;s frames are attached to its links or the model)</source>
        <translation>固定到世界的坐标系“%1”（模型的坐标系附着于其连杆或模型本身）</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdf.cpp" line="414"/>
        <source>frame &apos;%1::%2&apos; is written as &apos;%3&apos;: the %2 attachment frame of loop joint &apos;%1&apos; (SDFormat has no loop joint)</source>
        <translation>坐标系“%1::%2”被写为“%3”：闭环关节“%1”的 %2 附着坐标系（SDFormat 没有闭环关节）</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdfgazebo.cpp" line="52"/>
        <source>&lt;%1&gt; of %2 (no SDFormat counterpart)</source>
        <translation>%2 的 &lt;%1&gt;（SDFormat 中没有对应项）</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdfgazebo.cpp" line="61"/>
        <source>&lt;%1&gt; in the &lt;gazebo&gt; block of %2</source>
        <translation>%2 的 &lt;gazebo&gt; 块中的 &lt;%1&gt;</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdfgazebo.cpp" line="69"/>
        <source>&lt;gazebo reference=&quot;%1&quot;&gt;, which names no link or joint</source>
        <translation>&lt;gazebo reference=&quot;%1&quot;&gt;，它没有指向任何连杆或关节</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdfgazebo.cpp" line="72"/>
        <source>the robot</source>
        <translation>机器人</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdfgazebo.cpp" line="78"/>
        <source>link &apos;%1&apos;</source>
        <translation>连杆“%1”</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdfgazebo.cpp" line="85"/>
        <source>joint &apos;%1&apos;</source>
        <translation>关节“%1”</translation>
    </message>
    <message>
        <location filename="../model/convert/xmlout.cpp" line="147"/>
        <source>not converted: %1</source>
        <translation>未转换：%1</translation>
    </message>
</context>
<context>
    <name>robostage::edit</name>
    <message>
        <location filename="../model/edit/entitylookup.cpp" line="156"/>
        <source>no %1 named &apos;%2&apos;; use a scoped name as &apos;robostage poses&apos; prints it</source>
        <translation>没有名为“%2”的 %1；请使用“robostage poses”所输出的带作用域名称</translation>
    </message>
    <message>
        <location filename="../model/edit/entitylookup.cpp" line="164"/>
        <source>&apos;%1&apos; is ambiguous: %2; give the full scoped name or KIND:NAME</source>
        <translation>“%1”有歧义：%2；请给出完整的带作用域名称或 KIND:NAME</translation>
    </message>
    <message>
        <location filename="../model/edit/deleteentity.cpp" line="63"/>
        <source>%1: &apos;%2&apos; is the file&apos;s only model; it cannot be deleted</source>
        <translation>%1：“%2”是文件中唯一的模型；无法删除</translation>
    </message>
    <message>
        <location filename="../model/edit/deleteentity.cpp" line="68"/>
        <source>%1: &apos;%2&apos; is the last model of the world; it cannot be deleted</source>
        <translation>%1：“%2”是世界中的最后一个模型；无法删除</translation>
    </message>
    <message>
        <location filename="../model/edit/deleteentity.cpp" line="75"/>
        <source>%1: &apos;%2&apos; is the last link of its model, and a model needs one; add another link first</source>
        <translation>%1：“%2”是其模型的最后一个连杆，而模型至少需要一个连杆；请先添加另一个连杆</translation>
    </message>
    <message>
        <location filename="../model/edit/deleteentity.cpp" line="80"/>
        <source>%1: deleting joint &apos;%2&apos; would leave its child link &apos;%3&apos; without a parent, a second root of the URDF tree; delete the link instead</source>
        <translation>%1：删除关节“%2”会使其子连杆“%3”失去父级，成为 URDF 树的第二个根；请改为删除该连杆</translation>
    </message>
    <message>
        <location filename="../model/edit/deleteentity.cpp" line="97"/>
        <source>%1: &apos;%2&apos; is the root link of the robot; it cannot be deleted</source>
        <translation>%1：“%2”是机器人的根连杆；无法删除</translation>
    </message>
    <message>
        <location filename="../model/edit/deleteentity.cpp" line="208"/>
        <source>&apos;%1&apos; cannot be deleted: it is still referenced at %2. Change or delete those references first.</source>
        <translation>无法删除“%1”：它仍在 %2 处被引用。请先更改或删除这些引用。</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/edit/deleteentity.cpp" line="227"/>
        <source>&apos;%1&apos; is deleted with the %n link(s) below it: %2</source>
        <translation>
            <numerusform>“%1”与其下的 %n 个链接一同删除：%2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/edit/deleteentity.cpp" line="231"/>
        <source>the joints of &apos;%1&apos; are deleted with it: %2</source>
        <translation>“%1”的关节会随其一起删除：%2</translation>
    </message>
    <message>
        <location filename="../model/edit/deleteentity.cpp" line="235"/>
        <source>the &lt;gazebo reference&gt; blocks of &apos;%1&apos; are deleted with it (lines %2)</source>
        <translation>“%1”的 &lt;gazebo reference&gt; 块会随其一起删除（第 %2 行）</translation>
    </message>
    <message>
        <location filename="../model/edit/deleteentity.cpp" line="240"/>
        <source>Delete %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <location filename="../model/edit/duplicateentity.cpp" line="69"/>
        <source>%1: &apos;%2&apos; is the file&apos;s top-level model and a file holds one; put it in a world to duplicate it</source>
        <translation>%1：“%2”是文件的顶层模型，而一个文件只能包含一个顶层模型；请将其放入世界中再创建副本</translation>
    </message>
    <message>
        <location filename="../model/edit/duplicateentity.cpp" line="82"/>
        <source>%1: joints are not duplicated: a second joint with the same child link is invalid in SDFormat and URDF</source>
        <translation>%1：不复制关节：在 SDFormat 和 URDF 中，具有相同子连杆的第二个关节是无效的</translation>
    </message>
    <message>
        <location filename="../model/edit/duplicateentity.cpp" line="87"/>
        <source>%1: &apos;%2&apos; cannot be duplicated (models, links, visuals, collisions, frames and lights can)</source>
        <translation>%1：无法复制“%2”（可以复制模型、连杆、视觉元素、碰撞几何、坐标系和光源）</translation>
    </message>
    <message>
        <location filename="../model/edit/duplicateentity.cpp" line="103"/>
        <source>%1: sensors are not duplicated (models, links, visuals, collisions, frames and lights are)</source>
        <translation>%1：不复制传感器（可复制模型、连杆、视觉元素、碰撞几何、坐标系和光源）</translation>
    </message>
    <message>
        <location filename="../model/edit/duplicateentity.cpp" line="129"/>
        <location filename="../model/edit/renameentity.cpp" line="24"/>
        <source>%1: a sibling of &apos;%2&apos; is already named &apos;%3&apos;; choose another name</source>
        <translation>%1：“%2”的某个同级元素已命名为“%3”；请选择其他名称</translation>
    </message>
    <message>
        <location filename="../model/edit/duplicateentity.cpp" line="147"/>
        <location filename="../model/edit/duplicateurdflink.cpp" line="197"/>
        <source>the element could not be copied</source>
        <translation>无法复制该元素</translation>
    </message>
    <message>
        <location filename="../model/edit/duplicateentity.cpp" line="153"/>
        <source>the copy of &apos;%1&apos; is &apos;%2&apos;</source>
        <translation>“%1”的副本为“%2”</translation>
    </message>
    <message>
        <location filename="../model/edit/duplicateentity.cpp" line="160"/>
        <source>copied with its parent joint and the links and joints below it: %1</source>
        <translation>已连同其父关节及其下方的连杆和关节一起复制：%1</translation>
    </message>
    <message>
        <location filename="../model/edit/duplicateentity.cpp" line="164"/>
        <source>copied with its parent joint, so the copy hangs where &apos;%1&apos; does</source>
        <translation>已连同其父关节一起复制，因此副本挂在“%1”所在的位置</translation>
    </message>
    <message>
        <location filename="../model/edit/duplicateentity.cpp" line="168"/>
        <source>&apos;%1&apos; has no joint; add one to attach it</source>
        <translation>“%1”没有关节；请添加一个关节来连接它</translation>
    </message>
    <message>
        <location filename="../model/edit/duplicateentity.cpp" line="173"/>
        <source>Duplicate %1</source>
        <translation>创建 %1 的副本</translation>
    </message>
    <message>
        <location filename="../model/edit/edithelpers.cpp" line="22"/>
        <source>this edit is not available for SimRobot scenes</source>
        <translation>此编辑不适用于 SimRobot 场景</translation>
    </message>
    <message>
        <location filename="../model/edit/edithelpers.cpp" line="29"/>
        <source>&apos;%1&apos; is not an entity that can be edited</source>
        <translation>“%1”不是可编辑的实体</translation>
    </message>
    <message>
        <location filename="../model/edit/edithelpers.cpp" line="46"/>
        <source>&apos;%1&apos; is not a %2</source>
        <translation>“%1”不是 %2</translation>
    </message>
    <message>
        <location filename="../model/edit/edithelpers.cpp" line="48"/>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <location filename="../model/edit/edithelpers.cpp" line="85"/>
        <source>the new name is empty or has surrounding spaces</source>
        <translation>新名称为空，或首尾带有空格</translation>
    </message>
    <message>
        <location filename="../model/edit/edithelpers.cpp" line="88"/>
        <source>&apos;%1&apos; contains &apos;::&apos;, which separates scopes; give a plain name</source>
        <translation>“%1”包含用于分隔作用域的“::”；请使用不带作用域的普通名称</translation>
    </message>
    <message>
        <location filename="../model/edit/edithelpers.cpp" line="93"/>
        <source>&apos;%1&apos; is reserved by SDFormat (world, __…__)</source>
        <translation>“%1”是 SDFormat 的保留名称（world、__…__）</translation>
    </message>
    <message>
        <location filename="../model/edit/edithelpers.cpp" line="121"/>
        <source>&apos;%1&apos; is an included model file; it is edited itself, so every model that includes it changes</source>
        <translation>“%1”是被包含的模型文件；编辑的是该文件本身，因此所有包含它的模型都会随之改变</translation>
    </message>
    <message>
        <location filename="../model/edit/edithelpers.h" line="54"/>
        <source>%1: nothing to change</source>
        <translation>%1：没有需要更改的内容</translation>
    </message>
    <message>
        <location filename="../model/edit/patchcommand.cpp" line="100"/>
        <source>the element is not in a file of this document</source>
        <translation>该元素不在此文档的文件中</translation>
    </message>
    <message>
        <location filename="../model/edit/patchcommand.cpp" line="105"/>
        <source>this element is part of a model instantiated by %1; its parameters cannot be edited here. Edit &apos;%2&apos; or the &lt;experimental:params&gt; of that &lt;include&gt;.</source>
        <translation>该元素属于由 %1 实例化的模型；无法在此编辑其参数。请编辑“%2”或该 &lt;include&gt; 的 &lt;experimental:params&gt;。</translation>
    </message>
    <message>
        <location filename="../model/edit/patchcommand.cpp" line="228"/>
        <source>the edited document does not parse</source>
        <translation>编辑后的文档无法解析</translation>
    </message>
    <message>
        <location filename="../model/edit/patchcommand.cpp" line="229"/>
        <source>the sources do not expand</source>
        <translation>源文件无法展开</translation>
    </message>
    <message>
        <location filename="../model/edit/patchcommand.cpp" line="232"/>
        <source>the edit was not written: the xacro sources written for it would not expand as asked (%1); edit the xacro file, or report this</source>
        <translation>编辑未写入：为其写入的 xacro 源文件不会按要求展开（%1）；请编辑 xacro 文件，或报告此问题</translation>
    </message>
    <message>
        <location filename="../model/edit/addentityxacro.cpp" line="43"/>
        <source>the element to add to has no element in the xacro source</source>
        <translation>要添加到的元素在 xacro 源文件中没有对应元素</translation>
    </message>
    <message>
        <location filename="../model/edit/addentityxacro.cpp" line="50"/>
        <source>%1: the element to add to is written in macro &apos;%2&apos;, which is expanded %3 times; adding there would add to every expansion. Add it in the xacro source by hand, or to an element outside the macro</source>
        <translation>%1：要添加到的元素写在宏 &apos;%2&apos; 中，该宏被展开了 %3 次；在那里添加会添加到每次展开中。请在 xacro 源文件中手动添加，或添加到宏之外的元素</translation>
    </message>
    <message>
        <location filename="../model/edit/addentityxacro.cpp" line="64"/>
        <source>%1: the xacro source cannot be read again</source>
        <translation>%1：无法再次读取 xacro 源文件</translation>
    </message>
    <message>
        <location filename="../model/edit/addentityxacro.cpp" line="86"/>
        <location filename="../model/edit/patchcommand.cpp" line="141"/>
        <source>%1: the edit would make the file malformed (%2); it was not applied</source>
        <translation>%1：该编辑会使文件格式错误（%2）；未应用</translation>
    </message>
    <message>
        <location filename="../model/edit/addentityxacro.cpp" line="92"/>
        <source>written into the xacro source at %1</source>
        <translation>已写入 xacro 源文件的 %1 处</translation>
    </message>
    <message>
        <location filename="../model/edit/patchcommand.cpp" line="147"/>
        <location filename="../model/edit/patchcommand.cpp" line="241"/>
        <source>%1 is not a file of this session</source>
        <translation>%1 不是此会话中的文件</translation>
    </message>
    <message>
        <location filename="../model/edit/posetarget.cpp" line="114"/>
        <source>the selection has no pose of its own</source>
        <translation>所选内容本身没有位姿</translation>
    </message>
    <message>
        <location filename="../model/edit/posetarget.cpp" line="129"/>
        <source>a URDF robot has no pose of its own; move its links</source>
        <translation>URDF 机器人本身没有位姿；请移动其连杆</translation>
    </message>
    <message>
        <location filename="../model/edit/posetarget.cpp" line="135"/>
        <source>&apos;%1&apos; is a URDF root link: it has no pose of its own</source>
        <translation>“%1”是 URDF 根连杆：它本身没有位姿</translation>
    </message>
    <message>
        <location filename="../model/edit/renameentity.cpp" line="19"/>
        <source>&apos;%1&apos; already has that name</source>
        <translation>“%1”已经是这个名称</translation>
    </message>
    <message>
        <location filename="../model/edit/renameentity.cpp" line="77"/>
        <source>Rename %1 to %2</source>
        <translation>将 %1 重命名为 %2</translation>
    </message>
    <message>
        <location filename="../model/edit/setgeometry.cpp" line="94"/>
        <source>%1 sizes must be finite numbers &gt; 0 m</source>
        <translation>%1 的尺寸必须是大于 0 m 的有限数值</translation>
    </message>
    <message>
        <location filename="../model/edit/setgeometry.cpp" line="109"/>
        <source>a plane needs a finite, non-zero normal</source>
        <translation>平面需要有限且非零的法向量</translation>
    </message>
    <message>
        <location filename="../model/edit/setgeometry.cpp" line="114"/>
        <source>a mesh needs a file URI</source>
        <translation>网格需要文件 URI</translation>
    </message>
    <message>
        <location filename="../model/edit/setgeometry.cpp" line="117"/>
        <source>mesh scale factors must be finite and non-zero</source>
        <translation>网格缩放因子必须是有限的非零数值</translation>
    </message>
    <message>
        <location filename="../model/edit/setgeometry.cpp" line="122"/>
        <source>RoboStage does not edit %1 shapes</source>
        <translation>RoboStage 不编辑 %1 形状</translation>
    </message>
    <message>
        <location filename="../model/edit/setgeometry.cpp" line="308"/>
        <location filename="../model/edit/setinertial.cpp" line="78"/>
        <source>%1: %2; nothing was changed</source>
        <translation>%1：%2；未做任何更改</translation>
    </message>
    <message>
        <location filename="../model/edit/setgeometry.cpp" line="314"/>
        <source>%1: %2 has no &lt;geometry&gt;</source>
        <translation>%1：%2 没有 &lt;geometry&gt;</translation>
    </message>
    <message>
        <location filename="../model/edit/setgeometry.cpp" line="326"/>
        <source>URDF has no %1 shape (box, sphere, cylinder, mesh and Drake&apos;s capsule)</source>
        <translation>URDF 没有 %1 形状（可用的有 box、sphere、cylinder、mesh 以及 Drake 的 capsule）</translation>
    </message>
    <message>
        <location filename="../model/edit/addsdfentity.cpp" line="80"/>
        <source>this file holds one top-level model and no world; give a model as the parent</source>
        <translation>此文件包含一个顶层模型而没有世界；请指定一个模型作为父级</translation>
    </message>
    <message>
        <location filename="../model/edit/addsdfentity.cpp" line="85"/>
        <source>give the parent: %1</source>
        <translation>请指定父级：%1</translation>
    </message>
    <message>
        <location filename="../model/edit/addsdfentity.cpp" line="91"/>
        <source>no parent named &apos;%1&apos;</source>
        <translation>没有名为“%1”的父级</translation>
    </message>
    <message>
        <location filename="../model/edit/addsdfentity.cpp" line="93"/>
        <source> (the world is &apos;%1&apos;)</source>
        <translation>（世界为“%1”）</translation>
    </message>
    <message>
        <location filename="../model/edit/addinclude.cpp" line="36"/>
        <source>&apos;%1&apos; is not in the local Fuel cache; Gazebo downloads it, RoboStage shows the model once it is cached</source>
        <translation>“%1”不在本地 Fuel 缓存中；Gazebo 会下载它，缓存后 RoboStage 才会显示该模型</translation>
    </message>
    <message>
        <location filename="../model/edit/addinclude.cpp" line="57"/>
        <source>&apos;%1&apos; (from %2) holds no named &lt;model&gt; or &lt;robot&gt;; --include adds models</source>
        <translation>“%1”（来自 %2）不含带名称的 &lt;model&gt; 或 &lt;robot&gt;；--include 用于添加模型</translation>
    </message>
    <message>
        <location filename="../model/edit/addinclude.cpp" line="74"/>
        <location filename="../model/edit/addsdfentity.cpp" line="112"/>
        <source>nested models need SDFormat 1.5 or later; this model is %1</source>
        <translation>嵌套模型需要 SDFormat 1.5 或更高版本；此模型为 %1</translation>
    </message>
    <message>
        <location filename="../model/edit/addsdfentity.cpp" line="133"/>
        <location filename="../model/edit/addurdfentity.cpp" line="161"/>
        <source>the new link &apos;%1&apos; has mass 1 kg and inertia diag(1, 1, 1) kg·m²; set its inertial to the real values</source>
        <translation>新连杆“%1”的质量为 1 kg，惯量为 diag(1, 1, 1) kg·m²；请将其惯性参数设为实际值</translation>
    </message>
    <message>
        <location filename="../model/edit/addsdfentity.cpp" line="146"/>
        <source>&apos;%1&apos; is not a joint type of SDFormat %2; use one of %3</source>
        <translation>“%1”不是 SDFormat %2 的关节类型；请使用以下之一：%3</translation>
    </message>
    <message>
        <location filename="../model/edit/addsdfentity.cpp" line="151"/>
        <source>a joint&apos;s child cannot be the world (joint.sdf)</source>
        <translation>关节的子级不能是世界（joint.sdf）</translation>
    </message>
    <message>
        <location filename="../model/edit/addsdfentity.cpp" line="155"/>
        <location filename="../model/edit/addurdfentity.cpp" line="82"/>
        <source>the joint&apos;s parent and child are both &apos;%1&apos;</source>
        <translation>关节的父级和子级都是“%1”</translation>
    </message>
    <message>
        <location filename="../model/edit/addsdfentity.cpp" line="161"/>
        <source>model &apos;%1&apos; has no link or frame named &apos;%2&apos;</source>
        <translation>模型“%1”没有名为“%2”的连杆或坐标系</translation>
    </message>
    <message>
        <location filename="../model/edit/addsdfentity.cpp" line="182"/>
        <location filename="../model/edit/setgeometry.cpp" line="330"/>
        <source>SDFormat %1 has no %2 shape (capsule and ellipsoid came with SDFormat 1.8)</source>
        <translation>SDFormat %1 没有 %2 形状（capsule 和 ellipsoid 自 SDFormat 1.8 起才有）</translation>
    </message>
    <message>
        <location filename="../model/edit/addsdfentity.cpp" line="212"/>
        <source>&lt;frame&gt; needs SDFormat 1.7 or later (frame semantics); this file is %1</source>
        <translation>&lt;frame&gt; 需要 SDFormat 1.7 或更高版本（坐标系语义）；此文件为 %1</translation>
    </message>
    <message>
        <location filename="../model/edit/setgeometry.cpp" line="352"/>
        <source>&lt;capsule&gt; is a Drake extension of URDF; urdfdom (and so ROS tools) refuse a file with it</source>
        <translation>&lt;capsule&gt; 是 Drake 对 URDF 的扩展；urdfdom（以及 ROS 工具）会拒绝包含它的文件</translation>
    </message>
    <message>
        <location filename="../model/edit/setgeometry.cpp" line="356"/>
        <location filename="../model/edit/simrobotedits.cpp" line="268"/>
        <source>Set geometry of %1</source>
        <translation>设置 %1 的几何形状</translation>
    </message>
    <message>
        <location filename="../model/edit/setinertial.cpp" line="42"/>
        <source>the mass must be a finite number &gt; 0 kg</source>
        <translation>质量必须是大于 0 kg 的有限数值</translation>
    </message>
    <message>
        <location filename="../model/edit/setinertial.cpp" line="46"/>
        <source>inertia components must be finite numbers (kg·m²)</source>
        <translation>惯性分量必须是有限数值（kg·m²）</translation>
    </message>
    <message>
        <location filename="../model/edit/setinertial.cpp" line="54"/>
        <source>the inertia matrix is not positive definite (ixx &gt; 0, ixx·iyy − ixy² &gt; 0 and its determinant &gt; 0 are needed)</source>
        <translation>惯性矩阵不是正定的（需要 ixx &gt; 0、ixx·iyy − ixy² &gt; 0 且其行列式 &gt; 0）</translation>
    </message>
    <message>
        <location filename="../model/edit/setinertial.cpp" line="59"/>
        <source>the principal moments %1, %2, %3 kg·m² violate the triangle inequality (the two smaller must add up to at least the largest); no body has this inertia</source>
        <translation>主惯性矩 %1、%2、%3 kg·m² 违反三角不等式（较小的两个之和必须不小于最大的一个）；没有物体具有这样的惯性</translation>
    </message>
    <message>
        <location filename="../model/edit/setinertial.cpp" line="150"/>
        <source>the inertial of %1 has auto=&quot;true&quot;: simulators compute mass and inertia from the collisions instead</source>
        <translation>%1 的惯性参数带有 auto=&quot;true&quot;：仿真器会改为根据碰撞几何计算质量和惯性</translation>
    </message>
    <message>
        <location filename="../model/edit/setinertial.cpp" line="161"/>
        <source>Set inertial of %1</source>
        <translation>设置 %1 的惯性参数</translation>
    </message>
    <message>
        <location filename="../model/edit/setjoint.cpp" line="61"/>
        <source>URDF has no %1 joint (fixed, revolute, continuous, prismatic, floating, planar)</source>
        <translation>URDF 没有 %1 关节（可用的有 fixed、revolute、continuous、prismatic、floating、planar）</translation>
    </message>
    <message>
        <location filename="../model/edit/setjoint.cpp" line="65"/>
        <source>%1 joints are not offered here (a gearbox needs a &lt;gearbox_reference_body&gt;; edit the file)</source>
        <translation>此处不提供 %1 关节（gearbox 需要 &lt;gearbox_reference_body&gt;；请直接编辑文件）</translation>
    </message>
    <message>
        <location filename="../model/edit/setjoint.cpp" line="87"/>
        <source>URDF requires a &lt;limit&gt; on %1 joints: one was added to %2; adjust its limits, effort and velocity</source>
        <translation>URDF 要求 %1 关节具有 &lt;limit&gt;：已为 %2 添加一个；请调整其限位、力/力矩和速度</translation>
    </message>
    <message>
        <location filename="../model/edit/setjoint.cpp" line="100"/>
        <location filename="../model/edit/setjoint.cpp" line="229"/>
        <source>Set type of %1</source>
        <translation>设置 %1 的类型</translation>
    </message>
    <message>
        <location filename="../model/edit/setjoint.cpp" line="114"/>
        <source>%1 is a %2 joint; it has no axis limits</source>
        <translation>%1 是 %2 关节；它没有轴限位</translation>
    </message>
    <message>
        <location filename="../model/edit/setjoint.cpp" line="128"/>
        <source>%1: the %2 limit must be a finite number; nothing was changed</source>
        <translation>%1：%2 限值必须是有限数值；未做任何更改</translation>
    </message>
    <message>
        <location filename="../model/edit/setjoint.cpp" line="134"/>
        <source>%1: URDF %2 must be &gt;= 0; nothing was changed</source>
        <translation>%1：URDF 的 %2 必须 &gt;= 0；未做任何更改</translation>
    </message>
    <message>
        <location filename="../model/edit/setjoint.cpp" line="143"/>
        <source>%1: the lower limit %2 is above the upper limit %3; nothing was changed</source>
        <translation>%1：下限 %2 高于上限 %3；未做任何更改</translation>
    </message>
    <message>
        <location filename="../model/edit/setjoint.cpp" line="200"/>
        <source>%1 is a continuous joint: readers ignore its lower and upper limits</source>
        <translation>%1 是 continuous 关节：读取器会忽略其下限和上限</translation>
    </message>
    <message>
        <location filename="../model/edit/setjoint.cpp" line="205"/>
        <source>Set limits of %1</source>
        <translation>设置 %1 的限位</translation>
    </message>
    <message>
        <location filename="../model/edit/setjointaxis.cpp" line="14"/>
        <source>a joint axis needs a non-zero direction x,y,z</source>
        <translation>关节轴需要非零的方向 x,y,z</translation>
    </message>
    <message>
        <location filename="../model/edit/setjointaxis.cpp" line="50"/>
        <source>&apos;%1&apos; is a fixed joint; its axis has no effect</source>
        <translation>“%1”是固定关节；其轴不起作用</translation>
    </message>
    <message>
        <location filename="../model/edit/setjointaxis.cpp" line="54"/>
        <location filename="../model/edit/simrobotedits.cpp" line="188"/>
        <source>Set axis of %1</source>
        <translation>设置 %1 的轴</translation>
    </message>
    <message>
        <location filename="../model/edit/setmaterialcolor.cpp" line="62"/>
        <source>colour components must be between 0 and 1 (r,g,b,a)</source>
        <translation>颜色分量必须介于 0 和 1 之间（r,g,b,a）</translation>
    </message>
    <message>
        <location filename="../model/edit/setmaterialcolor.cpp" line="106"/>
        <source>the visual used the shared material &apos;%1&apos;; it now has its own material &apos;%2&apos; (the other visuals keep &apos;%1&apos;)</source>
        <translation>该视觉元素原先使用共享材质“%1”；现在它拥有自己的材质“%2”（其他视觉元素仍使用“%1”）</translation>
    </message>
    <message>
        <location filename="../model/edit/setmaterialcolor.cpp" line="126"/>
        <location filename="../model/edit/simrobotedits.cpp" line="221"/>
        <source>Set colour of %1</source>
        <translation>设置 %1 的颜色</translation>
    </message>
    <message>
        <location filename="../model/edit/setmodelstatic.cpp" line="14"/>
        <source>%1: URDF has no static flag; include the robot in an SDFormat file with &lt;static&gt; instead</source>
        <translation>%1：URDF 没有 static 标志；请改为在 SDFormat 文件中用 &lt;static&gt; 包含该机器人</translation>
    </message>
    <message>
        <location filename="../model/edit/setmodelstatic.cpp" line="35"/>
        <source>Set static of %1</source>
        <translation>设置 %1 的 static 标志</translation>
    </message>
    <message>
        <location filename="../model/edit/setpose.cpp" line="93"/>
        <source>a pose value is not a finite number</source>
        <translation>某个位姿值不是有限数值</translation>
    </message>
    <message>
        <location filename="../model/edit/setpose.cpp" line="106"/>
        <location filename="../model/edit/simrobotedits.cpp" line="166"/>
        <source>Set pose of %1</source>
        <translation>设置 %1 的位姿</translation>
    </message>
    <message>
        <location filename="../model/edit/setpose.cpp" line="125"/>
        <source>%1: a URDF &lt;robot&gt; has no pose of its own; move its links through their joints, or place the robot with an SDFormat &lt;include&gt;.</source>
        <translation>%1：URDF &lt;robot&gt; 本身没有位姿；请通过关节移动其连杆，或用 SDFormat &lt;include&gt; 放置该机器人。</translation>
    </message>
    <message>
        <location filename="../model/edit/setpose.cpp" line="134"/>
        <source>%1: &apos;%2&apos; is a root link; URDF gives it no pose (it is the robot&apos;s origin). Move the links below it through their joints instead.</source>
        <translation>%1：“%2”是根连杆；URDF 不为其指定位姿（它就是机器人的原点）。请改为通过关节移动其下方的连杆。</translation>
    </message>
    <message>
        <location filename="../model/edit/setpose.cpp" line="143"/>
        <source>the pose of URDF link &apos;%1&apos; is the &lt;origin&gt; of its parent joint &apos;%2&apos;</source>
        <translation>URDF 连杆“%1”的位姿是其父关节“%2”的 &lt;origin&gt;</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotedits.cpp" line="35"/>
        <source>%1:%2: %3=&quot;%4&quot; cannot be read (%5); fix it first.</source>
        <translation>%1:%2：%3=&quot;%4&quot; 无法读取（%5）；请先修正。</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotedits.cpp" line="98"/>
        <source>&apos;%1&apos; is not an element of the SimRobot scene that can be edited</source>
        <translation>“%1”不是 SimRobot 场景中可编辑的元素</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotedits.cpp" line="121"/>
        <source>&apos;%1&apos; has no pose of its own</source>
        <translation>“%1”本身没有位姿</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotedits.cpp" line="135"/>
        <source>a SimRobot light has no orientation; only its position is written</source>
        <translation>SimRobot 光源没有朝向；只写入其位置</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotedits.cpp" line="175"/>
        <source>&apos;%1&apos; is not a joint</source>
        <translation>“%1”不是关节</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotedits.cpp" line="197"/>
        <source>&apos;%1&apos; is not a visual</source>
        <translation>“%1”不是视觉元素</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotedits.cpp" line="231"/>
        <source>&apos;%1&apos; is not a visual or collision</source>
        <translation>&apos;%1&apos; 既不是视觉也不是碰撞</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotedits.cpp" line="248"/>
        <source>%1: a SimRobot shape keeps its kind (its element &lt;%2&gt; says it); only the sizes of a box, sphere, cylinder or capsule can be set</source>
        <translation>%1：SimRobot 形状的种类不可更改（由其元素 &lt;%2&gt; 决定）；只能设置长方体、球、圆柱或胶囊的尺寸</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotplan.cpp" line="115"/>
        <source>%1: the &lt;%2&gt; this instance uses is written in a definition and has child elements; an own &lt;%2&gt; for this instance would drop them. Change the definition instead.</source>
        <translation>%1：此实例使用的 &lt;%2&gt; 写在定义中且带有子元素；为此实例单独写一个 &lt;%2&gt; 会丢弃这些子元素。请改为更改定义。</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotplan.cpp" line="183"/>
        <source>%1: %2=&quot;%3&quot; is a placeholder set by a &lt;Set&gt;; change the &lt;Set name=&quot;…&quot; value=&quot;…&quot;/&gt; instead.</source>
        <translation>%1：%2=&quot;%3&quot; 是由 &lt;Set&gt; 设置的占位符；请改为更改 &lt;Set name=&quot;…&quot; value=&quot;…&quot;/&gt;。</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotplan.cpp" line="208"/>
        <source>this instance&apos;s own element (%1) is itself part of a definition that %2 instances share, so it cannot be changed for this instance only</source>
        <translation>此实例自身的元素（%1）本身属于 %2 个实例共享的定义，因此无法只为此实例更改</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotplan.cpp" line="219"/>
        <source>the value is written in a shared definition (%1, used by %2 instance(s)); choose whether to change only this instance or the shared definition</source>
        <translation>该值写在共享定义中（%1，被 %2 个实例使用）；请选择只更改此实例还是更改共享定义</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotplan.cpp" line="230"/>
        <source>; change the shared definition instead.</source>
        <translation>；请改为更改共享定义。</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotplan.cpp" line="242"/>
        <source>only this instance changes: its own element overrides the shared definition (%1)</source>
        <translation>只有此实例会更改：其自身元素覆盖共享定义（%1）</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotplan.cpp" line="246"/>
        <source>the shared definition (%1) changes: %2 instance(s) use it</source>
        <translation>共享定义（%1）会更改：有 %2 个实例使用它</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlpatch.cpp" line="75"/>
        <source>the file could not be scanned for editing (%1)</source>
        <translation>无法扫描文件以进行编辑（%1）</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlpatch.cpp" line="86"/>
        <source>the file&apos;s elements do not match its parsed form at &lt;%1&gt; (line %2); it is not edited</source>
        <translation>文件的元素与其解析结果在 &lt;%1&gt;（第 %2 行）处不一致；不予编辑</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlpatch.cpp" line="106"/>
        <source>the file has %1 elements but its parsed form %2; it is not edited</source>
        <translation>文件有 %1 个元素，而其解析结果有 %2 个；不予编辑</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlpatch.cpp" line="157"/>
        <source>&lt;%1&gt; is not an element of this file</source>
        <translation>&lt;%1&gt; 不是此文件中的元素</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlpatch.cpp" line="174"/>
        <source>two edits of the same bytes (offset %1)</source>
        <translation>两处编辑涉及相同的字节（偏移量 %1）</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlpatch.cpp" line="220"/>
        <source>&lt;%1&gt; at line %2 holds elements, comments or CDATA, not only text; it is not edited</source>
        <translation>第 %2 行的 &lt;%1&gt; 包含元素、注释或 CDATA，而不只是文本；不予编辑</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlpatch.cpp" line="329"/>
        <source>&lt;%1&gt; is not a child of &lt;%2&gt;</source>
        <translation>&lt;%1&gt; 不是 &lt;%2&gt; 的子元素</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="39"/>
        <source>no element here</source>
        <translation>此处没有元素</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="54"/>
        <source>text outside the root element</source>
        <translation>根元素之外有文本</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="59"/>
        <source>a comment is not closed with --&gt;</source>
        <translation>注释未以 --&gt; 闭合</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="63"/>
        <source>a CDATA section is not closed with ]]&gt;</source>
        <translation>CDATA 段未以 ]]&gt; 闭合</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="67"/>
        <source>a processing instruction is not closed with ?&gt;</source>
        <translation>处理指令未以 ?&gt; 闭合</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="78"/>
        <source>a second root element</source>
        <translation>出现第二个根元素</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="86"/>
        <source>line %1: &lt;%2&gt; is not closed</source>
        <translation>第 %1 行：&lt;%2&gt; 未闭合</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="91"/>
        <source>no element</source>
        <translation>没有元素</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="129"/>
        <location filename="../model/edit/xmlscan.cpp" line="137"/>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="176"/>
        <source>a &lt;!DOCTYPE&gt; or &lt;!…&gt; declaration is not closed with &gt;</source>
        <translation>&lt;!DOCTYPE&gt; 或 &lt;!…&gt; 声明未以 &gt; 闭合</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="200"/>
        <source>&apos;&lt;&apos; not followed by an element name</source>
        <translation>“&lt;”后面不是元素名</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="205"/>
        <source>the start tag &lt;%1 is not closed with &gt;</source>
        <translation>起始标签 &lt;%1 未以 &gt; 闭合</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="222"/>
        <source>an attribute of &lt;%1&gt; is not name=&quot;value&quot;</source>
        <translation>&lt;%1&gt; 的某个属性不是 name=&quot;value&quot; 形式</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="228"/>
        <source>an attribute value of &lt;%1&gt; has no quotes</source>
        <translation>&lt;%1&gt; 的某个属性值没有引号</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="236"/>
        <source>an attribute value of &lt;%1&gt; is not closed</source>
        <translation>&lt;%1&gt; 的某个属性值未闭合</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="263"/>
        <source>the end tag &lt;/%1 is not closed with &gt;</source>
        <translation>结束标签 &lt;/%1 未以 &gt; 闭合</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="271"/>
        <source>&lt;/%1&gt; does not close the open element</source>
        <translation>&lt;/%1&gt; 没有闭合当前打开的元素</translation>
    </message>
    <message>
        <location filename="../model/edit/sessionsave.cpp" line="76"/>
        <source>cannot write &apos;%1&apos;: %2. The file on disk is unchanged; check that its folder is writable and the disk not full.</source>
        <translation>无法写入“%1”：%2。磁盘上的文件未被更改；请检查其所在文件夹是否可写以及磁盘是否已满。</translation>
    </message>
    <message>
        <location filename="../model/edit/sessionsave.cpp" line="86"/>
        <source>cannot remove it</source>
        <translation>无法删除它</translation>
    </message>
    <message>
        <location filename="../model/edit/sessionsave.cpp" line="88"/>
        <source>its previous content could not be read</source>
        <translation>无法读取其先前的内容</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroedit.cpp" line="48"/>
        <source>the edit would make the expanded document malformed</source>
        <translation>该编辑会使展开后的文档格式错误</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroedit.cpp" line="70"/>
        <location filename="../model/edit/xacroedit.cpp" line="81"/>
        <source>removing elements of a xacro document is not supported yet; edit the xacro file, or convert it to URDF first</source>
        <translation>尚不支持删除 xacro 文档中的元素；请编辑 xacro 文件，或先将其转换为 URDF</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroedit.cpp" line="72"/>
        <location filename="../model/edit/xacroedit.cpp" line="88"/>
        <source>renaming elements of a xacro document is not supported</source>
        <translation>不支持重命名 xacro 文档中的元素</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroedit.cpp" line="105"/>
        <source>removing an attribute of a xacro document is not supported</source>
        <translation>不支持删除 xacro 文档中的属性</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroedit.cpp" line="144"/>
        <source>%1 elements instead of %2</source>
        <translation>%1 个元素而非 %2 个</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroedit.cpp" line="148"/>
        <source>&lt;%1&gt; instead of &lt;%2&gt;</source>
        <translation>&lt;%1&gt; 而非 &lt;%2&gt;</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroedit.cpp" line="150"/>
        <source>&lt;%1&gt; holds &quot;%2&quot; instead of &quot;%3&quot;</source>
        <translation>&lt;%1&gt; 包含 &quot;%2&quot; 而非 &quot;%3&quot;</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroedit.cpp" line="155"/>
        <source>&lt;%1 %2=&quot;%3&quot;&gt; instead of &quot;%4&quot;</source>
        <translation>&lt;%1 %2=&quot;%3&quot;&gt; 而非 &quot;%4&quot;</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroedit.cpp" line="162"/>
        <source>&lt;%1&gt; has the attribute %2 too</source>
        <translation>&lt;%1&gt; 多了属性 %2</translation>
    </message>
    <message>
        <location filename="../model/edit/addentity.cpp" line="26"/>
        <source>the name &apos;%1&apos; is already used at the top level; choose another name</source>
        <translation>名称“%1”已在顶层使用；请选择其他名称</translation>
    </message>
    <message>
        <location filename="../model/edit/addentity.cpp" line="29"/>
        <location filename="../model/edit/addlightsensor.cpp" line="113"/>
        <source>the name &apos;%1&apos; is already used in &apos;%2&apos;; choose another name</source>
        <translation>名称“%1”已在“%2”中使用；请选择其他名称</translation>
    </message>
    <message>
        <location filename="../model/edit/addentity.cpp" line="70"/>
        <source>entities can be added to SDFormat and URDF files only</source>
        <translation>只能向 SDFormat 和 URDF 文件添加实体</translation>
    </message>
    <message>
        <location filename="../model/edit/addentity.cpp" line="80"/>
        <source>the axis of joint &apos;%1&apos; is 0 0 0, which has no direction; give one such as 0 0 1</source>
        <translation>关节“%1”的轴为 0 0 0，没有方向；请给出如 0 0 1 的方向</translation>
    </message>
    <message>
        <location filename="../model/edit/addentity.cpp" line="92"/>
        <source>Add %1 %2</source>
        <translation>添加%1 %2</translation>
    </message>
    <message>
        <location filename="../model/edit/addentity.cpp" line="135"/>
        <source>link &apos;%1&apos; has no parent joint; add one with --add-joint NAME=TYPE,PARENT,%1 in the same command (URDF: the links form one tree with one root)</source>
        <translation>连杆“%1”没有父关节；请在同一命令中用 --add-joint NAME=TYPE,PARENT,%1 添加一个（URDF：连杆构成只有一个根的树）</translation>
    </message>
    <message>
        <location filename="../model/edit/addentity.cpp" line="142"/>
        <source>model &apos;%1&apos; has no link; add one with --add-link %1::NAME in the same command (libsdformat refuses a model without a link)</source>
        <translation>模型“%1”没有连杆；请在同一命令中用 --add-link %1::NAME 添加一个（libsdformat 拒绝没有连杆的模型）</translation>
    </message>
    <message>
        <location filename="../model/edit/addentitytext.cpp" line="83"/>
        <source>the mesh has no URI; write mesh:URI or mesh:URI,SCALE</source>
        <translation>网格没有 URI；请写 mesh:URI 或 mesh:URI,SCALE</translation>
    </message>
    <message>
        <location filename="../model/edit/addentitytext.cpp" line="87"/>
        <source>&apos;%1&apos; is not a geometry; write box:X,Y,Z, sphere:R, cylinder:R,LENGTH, capsule:R,LENGTH, ellipsoid:A,B,C or mesh:URI[,SCALE] (sizes in metres, greater than 0)</source>
        <translation>“%1”不是几何形状；请写 box:X,Y,Z、sphere:R、cylinder:R,LENGTH、capsule:R,LENGTH、ellipsoid:A,B,C 或 mesh:URI[,SCALE]（尺寸单位为米，大于 0）</translation>
    </message>
    <message>
        <location filename="../model/edit/addentitytext.cpp" line="123"/>
        <source>the name after &apos;=&apos; is missing; expected %1</source>
        <translation>“=”后缺少名称；应为 %1</translation>
    </message>
    <message>
        <location filename="../model/edit/addentitytext.cpp" line="132"/>
        <source>give the parent and the URI: %1 (URI: model://NAME, a path or a Fuel URL)</source>
        <translation>请给出父级和 URI：%1（URI：model://NAME、路径或 Fuel URL）</translation>
    </message>
    <message>
        <location filename="../model/edit/addentitytext.cpp" line="213"/>
        <source>&apos;%1&apos; is not a pose; write @x,y,z,roll,pitch,yaw (metres, radians)</source>
        <translation>“%1”不是位姿；请写 @x,y,z,roll,pitch,yaw（米，弧度）</translation>
    </message>
    <message>
        <location filename="../model/edit/addentitytext.cpp" line="227"/>
        <source>expected %1</source>
        <translation>应为 %1</translation>
    </message>
    <message>
        <location filename="../model/edit/addentitytext.cpp" line="228"/>
        <source>expected %1 (no &apos;=&apos;)</source>
        <translation>应为 %1（不含“=”）</translation>
    </message>
    <message>
        <location filename="../model/edit/addentitytext.cpp" line="236"/>
        <source>the name is missing; expected %1</source>
        <translation>缺少名称；应为 %1</translation>
    </message>
    <message>
        <location filename="../model/edit/addentitytext.cpp" line="243"/>
        <source>expected NAME=TYPE,PARENT,CHILD (e.g. j1=revolute,base_link,arm)</source>
        <translation>应为 NAME=TYPE,PARENT,CHILD（例如 j1=revolute,base_link,arm）</translation>
    </message>
    <message>
        <location filename="../model/edit/addentitytext.cpp" line="254"/>
        <source>&apos;%1&apos; is not a light type; write %2</source>
        <translation>“%1”不是光源类型；请写 %2</translation>
    </message>
    <message>
        <location filename="../model/edit/addentitytext.cpp" line="255"/>
        <source>&apos;%1&apos; is not a sensor type; write %2</source>
        <translation>“%1”不是传感器类型；请写 %2</translation>
    </message>
    <message>
        <location filename="../model/edit/addurdfentity.cpp" line="71"/>
        <source>&apos;%1&apos; is not a URDF joint type; use one of %2</source>
        <translation>“%1”不是 URDF 关节类型；请使用以下之一：%2</translation>
    </message>
    <message>
        <location filename="../model/edit/addurdfentity.cpp" line="77"/>
        <source>robot &apos;%1&apos; has no link named &apos;%2&apos;</source>
        <translation>机器人“%1”没有名为“%2”的连杆</translation>
    </message>
    <message>
        <location filename="../model/edit/addurdfentity.cpp" line="88"/>
        <source>link &apos;%1&apos; already has the parent joint &apos;%2&apos;; a URDF link has one parent</source>
        <translation>连杆“%1”已有父关节“%2”；URDF 连杆只有一个父级</translation>
    </message>
    <message>
        <location filename="../model/edit/addurdfentity.cpp" line="100"/>
        <source>&apos;%1&apos; is above &apos;%2&apos; in the tree; the joint would close a cycle (URDF is a tree)</source>
        <translation>在树中“%1”位于“%2”之上；该关节会形成循环（URDF 是树）</translation>
    </message>
    <message>
        <location filename="../model/edit/addurdfentity.cpp" line="114"/>
        <source>URDF has one robot; write the name alone, without &apos;%1::&apos;</source>
        <translation>URDF 只有一个机器人；请只写名称，不带“%1::”</translation>
    </message>
    <message>
        <location filename="../model/edit/addurdfentity.cpp" line="123"/>
        <source>the file has no &lt;robot&gt; to add to</source>
        <translation>文件中没有可添加内容的 &lt;robot&gt;</translation>
    </message>
    <message>
        <location filename="../model/edit/addurdfentity.cpp" line="134"/>
        <source>a URDF file holds one robot; models can be added to SDFormat files</source>
        <translation>URDF 文件只包含一个机器人；模型可以添加到 SDFormat 文件中</translation>
    </message>
    <message>
        <location filename="../model/edit/addurdfentity.cpp" line="137"/>
        <source>URDF has no frames (urdf-xml.md); add a link with a fixed joint instead</source>
        <translation>URDF 没有坐标系（urdf-xml.md）；请改为添加一个带固定关节的连杆</translation>
    </message>
    <message>
        <location filename="../model/edit/addurdfentity.cpp" line="140"/>
        <source>URDF has no &lt;include&gt; (urdf-xml.md); include models in an SDFormat world or model, or use xacro:include in a xacro file</source>
        <translation>URDF 没有 &lt;include&gt;（urdf-xml.md）；请在 SDFormat 世界或模型中包含模型，或在 xacro 文件中使用 xacro:include</translation>
    </message>
    <message>
        <location filename="../model/edit/addurdfentity.cpp" line="150"/>
        <source>a URDF link&apos;s pose is its parent joint&apos;s &lt;origin&gt;; give the pose to --add-joint</source>
        <translation>URDF 连杆的位姿是其父关节的 &lt;origin&gt;；请把位姿交给 --add-joint</translation>
    </message>
    <message>
        <location filename="../model/edit/addlightsensor.cpp" line="69"/>
        <source>SDFormat %1 has no GPU lidar (gpu_ray came with SDFormat 1.5)</source>
        <translation>SDFormat %1 没有 GPU 激光雷达（gpu_ray 随 SDFormat 1.5 引入）</translation>
    </message>
    <message>
        <location filename="../model/edit/addlightsensor.cpp" line="96"/>
        <source>link &apos;%1&apos; has no collision; a contact sensor names a collision of its link (contact.sdf): add one with --add-collision first</source>
        <translation>连杆“%1”没有碰撞体；接触传感器要指明其连杆的一个碰撞体（contact.sdf）：请先用 --add-collision 添加一个</translation>
    </message>
    <message>
        <location filename="../model/edit/addlightsensor.cpp" line="132"/>
        <source>SDFormat %1 has no lights in a model (model.sdf); add the light to one of its links or to the world</source>
        <translation>SDFormat %1 的模型中没有光源（model.sdf）；请把光源添加到它的某个连杆或世界中</translation>
    </message>
    <message>
        <location filename="../model/edit/addlightsensor.cpp" line="138"/>
        <source>a light in a link needs SDFormat 1.6 or later (link.sdf); this model is %1; add the light to the world</source>
        <translation>连杆中的光源需要 SDFormat 1.6 或更高版本（link.sdf）；此模型为 %1；请把光源添加到世界中</translation>
    </message>
    <message>
        <location filename="../model/edit/addlightsensor.cpp" line="186"/>
        <source>a URDF light goes into a link&apos;s &lt;gazebo reference&gt; block (the robot&apos;s own block becomes an SDFormat model, which holds no lights); write LINK::NAME=TYPE</source>
        <translation>URDF 光源放在连杆的 &lt;gazebo reference&gt; 块中（机器人自身的块会成为 SDFormat 模型，而模型不含光源）；请写 LINK::NAME=TYPE</translation>
    </message>
    <message>
        <location filename="../model/edit/addlightsensor.cpp" line="189"/>
        <location filename="../model/edit/addurdfentity.cpp" line="180"/>
        <source>give the link: %1</source>
        <translation>请指定连杆：%1</translation>
    </message>
    <message>
        <location filename="../model/edit/addlightsensor.cpp" line="204"/>
        <source>the contact sensor &apos;%1&apos; names the collision &apos;%2&apos;, the name Gazebo&apos;s URDF converter gives the first collision of link &apos;%3&apos;</source>
        <translation>接触传感器“%1”指明碰撞体“%2”，这是 Gazebo 的 URDF 转换器给连杆“%3”的第一个碰撞体起的名称</translation>
    </message>
    <message>
        <location filename="../model/edit/addurdfentity.cpp" line="189"/>
        <source>URDF has no %1 shape (urdf-xml.md: box, sphere, cylinder, mesh; urdfdom refuses Drake&apos;s extensions)</source>
        <translation>URDF 没有 %1 形状（urdf-xml.md：box、sphere、cylinder、mesh；urdfdom 拒绝 Drake 的扩展）</translation>
    </message>
    <message>
        <location filename="../model/edit/duplicateurdflink.cpp" line="127"/>
        <source>%1: &apos;%2&apos; is the robot&apos;s root link; its copy would be a second root of the tree (urdf-xml.md: one root link). Copy its child links instead.</source>
        <translation>%1：&apos;%2&apos; 是机器人的根连杆；其副本会成为树的第二个根（urdf-xml.md：只有一个根连杆）。请改为复制其子连杆。</translation>
    </message>
    <message>
        <location filename="../model/edit/entityclipboard.cpp" line="78"/>
        <source>the clipboard holds no entity copied from RoboStage</source>
        <translation>剪贴板中没有从 RoboStage 复制的实体</translation>
    </message>
    <message>
        <location filename="../model/edit/entityclipboard.cpp" line="109"/>
        <source>the clipboard&apos;s RoboStage entity is incomplete</source>
        <translation>剪贴板中的 RoboStage 实体不完整</translation>
    </message>
    <message>
        <location filename="../model/edit/entityclipboard.cpp" line="195"/>
        <source>select a model, link, visual, collision or frame to copy</source>
        <translation>请选择要复制的模型、连杆、视觉、碰撞体或坐标系</translation>
    </message>
    <message>
        <location filename="../model/edit/entityclipboard.cpp" line="200"/>
        <source>entities are copied from SDFormat and URDF files (not from SimRobot or xacro files)</source>
        <translation>只能从 SDFormat 和 URDF 文件复制实体（不能从 SimRobot 或 xacro 文件复制）</translation>
    </message>
    <message>
        <location filename="../model/edit/entityclipboard.cpp" line="214"/>
        <source>&apos;%1&apos; cannot be copied (%2 can)</source>
        <translation>&apos;%1&apos; 无法复制（可以复制的是 %2）</translation>
    </message>
    <message>
        <location filename="../model/edit/entityclipboard.cpp" line="216"/>
        <source>links, visuals and collisions</source>
        <translation>连杆、视觉和碰撞体</translation>
    </message>
    <message>
        <location filename="../model/edit/entityclipboard.cpp" line="218"/>
        <source>models, links, visuals, collisions and frames</source>
        <translation>模型、连杆、视觉、碰撞体和坐标系</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteentity.cpp" line="42"/>
        <source>entities are pasted into SDFormat and URDF files (not into SimRobot or xacro files)</source>
        <translation>只能将实体粘贴到 SDFormat 和 URDF 文件中（不能粘贴到 SimRobot 或 xacro 文件）</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteentity.cpp" line="83"/>
        <source>&apos;%1&apos; is not a link of this robot: select the link the pasted link hangs from</source>
        <translation>&apos;%1&apos; 不是该机器人的连杆：请选择粘贴的连杆所挂接的连杆</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteentity.cpp" line="129"/>
        <source>the copied element could not be read</source>
        <translation>无法读取复制的元素</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteentity.cpp" line="135"/>
        <source>pasted as &apos;%1&apos;: &apos;%2&apos; is taken there</source>
        <translation>已粘贴为 &apos;%1&apos;：&apos;%2&apos; 在那里已被占用</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteentity.cpp" line="139"/>
        <source>copied from an SDFormat %1 file into an SDFormat %2 file; check the diagnostics for elements this version lacks</source>
        <translation>从 SDFormat %1 文件复制到 SDFormat %2 文件；请检查诊断信息中此版本不支持的元素</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteentity.cpp" line="145"/>
        <source>Paste %1 %2</source>
        <translation>粘贴 %1 %2</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteconvert.cpp" line="102"/>
        <source>the copied %1 cannot be converted to %2: %3</source>
        <translation>复制的 %1 无法转换为 %2：%3</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteconvert.cpp" line="106"/>
        <source>the copied %1 cannot be converted to %2</source>
        <translation>复制的 %1 无法转换为 %2</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteconvert.cpp" line="164"/>
        <source>URDF has no frames: copy a link instead</source>
        <translation>URDF 没有坐标系（frame）：请改为复制连杆</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteconvert.cpp" line="168"/>
        <source>an included model cannot be pasted into a URDF file: open its model file and copy the model or a link from there</source>
        <translation>被包含的模型不能粘贴到 URDF 文件中：请打开其模型文件，从那里复制模型或连杆</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteconvert.cpp" line="193"/>
        <source>the copied %1 did not convert to URDF</source>
        <translation>复制的 %1 未能转换为 URDF</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteconvert.cpp" line="215"/>
        <source>the copied %1 has no link</source>
        <translation>复制的 %1 没有连杆</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteconvert.cpp" line="230"/>
        <source>not pasted: the model&apos;s &lt;gazebo&gt; block (%1)</source>
        <translation>未粘贴：模型的 &lt;gazebo&gt; 块（%1）</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteconvert.cpp" line="248"/>
        <source>a URDF link is pasted into SDFormat 1.8 or newer (its joint frames are written with relative_to); this file is SDFormat %1</source>
        <translation>URDF 连杆只能粘贴到 SDFormat 1.8 或更新版本（其关节坐标系用 relative_to 写出）；此文件为 SDFormat %1</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteconvert.cpp" line="297"/>
        <source>the copied %1 did not convert to SDFormat</source>
        <translation>复制的 %1 未能转换为 SDFormat</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteconvert.cpp" line="312"/>
        <source>the copied %1 &apos;%2&apos; was converted from %3 to %4</source>
        <translation>复制的 %1 &apos;%2&apos; 已从 %3 转换为 %4</translation>
    </message>
    <message>
        <location filename="../model/edit/pastehelpers.cpp" line="118"/>
        <source>the model &apos;%1&apos; has no link for the pasted link&apos;s joint to hang from: add a link first</source>
        <translation>模型 &apos;%1&apos; 没有可供粘贴连杆的关节挂接的连杆：请先添加一个连杆</translation>
    </message>
    <message>
        <location filename="../model/geometry/computeinertia.cpp" line="56"/>
        <source>%1 has no collision or visual with a volume to compute its inertia from%2</source>
        <translation>%1 没有带体积的碰撞体或视觉体可用于计算惯性%2</translation>
    </message>
    <message>
        <location filename="../model/geometry/computeinertia.cpp" line="90"/>
        <source>%1 has no collision: its inertia is computed from its visuals</source>
        <translation>%1 没有碰撞体：其惯性由视觉体计算</translation>
    </message>
    <message>
        <location filename="../model/geometry/computeinertia.cpp" line="93"/>
        <source>left out of %1&apos;s inertia: %2</source>
        <translation>未计入 %1 的惯性：%2</translation>
    </message>
    <message>
        <location filename="../model/geometry/computeinertia.cpp" line="95"/>
        <source>a mesh of %1 is not closed: its volume, and so the inertia, may be far off</source>
        <translation>%1 的某个网格不封闭：其体积及惯性可能偏差很大</translation>
    </message>
    <message>
        <location filename="../model/geometry/computeinertia.cpp" line="98"/>
        <source>%1: mass %2 kg (%3 m³ at %4 kg/m³), centre of mass %5 %6 %7 m</source>
        <translation>%1：质量 %2 kg（%3 m³，密度 %4 kg/m³），质心 %5 %6 %7 m</translation>
    </message>
    <message>
        <location filename="../model/geometry/fitcollision.cpp" line="117"/>
        <source>Fit %1 collision to %2</source>
        <translation>为 %2 拟合 %1 碰撞体</translation>
    </message>
    <message>
        <location filename="../model/geometry/fitcollision.cpp" line="135"/>
        <source>(unnamed)</source>
        <translation>（未命名）</translation>
    </message>
    <message>
        <location filename="../model/geometry/fitcollision.cpp" line="144"/>
        <source>%1 collision of %2: %3</source>
        <translation>%2 的 %1 碰撞体：%3</translation>
    </message>
    <message>
        <location filename="../model/geometry/fitcollision.cpp" line="147"/>
        <source>replaced the collisions %1</source>
        <translation>已替换碰撞体 %1</translation>
    </message>
    <message>
        <location filename="../model/geometry/fitcollision.cpp" line="150"/>
        <source>wrote the hull (%1 vertices) to %2</source>
        <translation>已将凸包（%1 个顶点）写入 %2</translation>
    </message>
    <message>
        <location filename="../model/geometry/fitcollision.cpp" line="152"/>
        <source>the full hull has %1 vertices; it was capped at %2 (PhysX&apos;s limit)</source>
        <translation>完整凸包有 %1 个顶点；已限制为 %2 个（PhysX 的上限）</translation>
    </message>
    <message>
        <location filename="../model/geometry/fitcollision.cpp" line="174"/>
        <source>left out of the fit: %1</source>
        <translation>拟合时忽略：%1</translation>
    </message>
    <message>
        <location filename="../model/edit/numberexpression.cpp" line="79"/>
        <source>no number</source>
        <translation>没有数字</translation>
    </message>
    <message>
        <location filename="../model/edit/numberexpression.cpp" line="81"/>
        <source>only numbers, + - * / ** ( ) and math such as pi or radians(90) are understood</source>
        <translation>只接受数字、+ - * / ** ( ) 以及 pi、radians(90) 等数学函数</translation>
    </message>
    <message>
        <location filename="../model/edit/numberexpression.cpp" line="87"/>
        <source>the expression does not give a number</source>
        <translation>该表达式的结果不是数字</translation>
    </message>
    <message>
        <location filename="../model/edit/numberexpression.cpp" line="90"/>
        <source>the result is not finite</source>
        <translation>结果不是有限值</translation>
    </message>
    <message>
        <location filename="../model/edit/geometryspec.cpp" line="69"/>
        <source>expected box:X,Y,Z, sphere:R, cylinder:R,L, capsule:R,L, ellipsoid:X,Y,Z or mesh:URI[,SCALE] with sizes in metres, each a positive number</source>
        <translation>应为 box:X,Y,Z、sphere:R、cylinder:R,L、capsule:R,L、ellipsoid:X,Y,Z 或 mesh:URI[,SCALE]，尺寸以米计，均为正数</translation>
    </message>
    <message>
        <location filename="../model/edit/resizeshape.cpp" line="111"/>
        <source>m</source>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../model/edit/resizeshape.cpp" line="117"/>
        <source>radii %1 × %2 × %3 %4</source>
        <translation>半径 %1 × %2 × %3 %4</translation>
    </message>
    <message>
        <location filename="../model/edit/resizeshape.cpp" line="120"/>
        <source>radius %1 %2</source>
        <translation>半径 %1 %2</translation>
    </message>
    <message>
        <location filename="../model/edit/resizeshape.cpp" line="124"/>
        <source>radius %1 %3, length %2 %3</source>
        <translation>半径 %1 %3，长度 %2 %3</translation>
    </message>
    <message>
        <location filename="../model/edit/setinitialpositions.cpp" line="20"/>
        <source>%1: RoboStage writes initial positions into SDFormat files only; give the joint&apos;s &lt;Deflection&gt; an init attribute by hand</source>
        <translation>%1：RoboStage 只向 SDFormat 文件写入初始位置；请手动为关节的 &lt;Deflection&gt; 添加 init 属性</translation>
    </message>
    <message>
        <location filename="../model/edit/setinitialpositions.cpp" line="25"/>
        <source>%1: URDF has no initial joint position; copy the positions from the Joints dock (Copy) into your controller&apos;s configuration instead</source>
        <translation>%1：URDF 没有关节初始位置；请从关节面板复制位置（复制）到控制器配置中</translation>
    </message>
    <message>
        <location filename="../model/edit/setinitialpositions.cpp" line="36"/>
        <source>&apos;%1&apos; is a %2 joint; initial positions are written for revolute, continuous, prismatic and screw joints</source>
        <translation>“%1”是 %2 关节；初始位置只写入 revolute、continuous、prismatic 和 screw 关节</translation>
    </message>
    <message>
        <location filename="../model/edit/setinitialpositions.cpp" line="42"/>
        <source>&apos;%1&apos; follows &apos;%2&apos; (mimic); set the initial position of &apos;%2&apos;</source>
        <translation>“%1”跟随“%2”（mimic）；请设置“%2”的初始位置</translation>
    </message>
    <message>
        <location filename="../model/edit/setinitialpositions.cpp" line="46"/>
        <source>&apos;%1&apos;: the initial position must be a finite number</source>
        <translation>“%1”：初始位置必须是有限数</translation>
    </message>
    <message>
        <location filename="../model/edit/setinitialpositions.cpp" line="100"/>
        <source>SDFormat %1 does not define &lt;initial_position&gt; (joint.sdf 1.6–1.8): libsdformat keeps it as an unknown element and Gazebo ignores it; RoboStage starts the joints there</source>
        <translation>SDFormat %1 未定义 &lt;initial_position&gt;（joint.sdf 1.6–1.8）：libsdformat 将其保留为未知元素，Gazebo 会忽略它；RoboStage 让关节从那里开始</translation>
    </message>
    <message>
        <location filename="../model/edit/setinitialpositions.cpp" line="106"/>
        <source>Set initial positions</source>
        <translation>设置初始位置</translation>
    </message>
    <message>
        <location filename="../model/edit/setinitialpositions.cpp" line="108"/>
        <source>Set initial position of %1</source>
        <translation>设置 %1 的初始位置</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/edit/setinitialpositions.cpp" line="110"/>
        <source>Set initial positions of %n joints</source>
        <translation>
            <numerusform>设置 %n 个关节的初始位置</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>robostage::edit::EditSession</name>
    <message>
        <location filename="../model/edit/sessionsave.cpp" line="30"/>
        <source>&apos;%1&apos; was removed or renamed since it was read; nothing was saved. Save to another file, or restore it.</source>
        <translation>“%1”在读取后已被删除或重命名；未保存任何内容。请保存到另一个文件，或将其恢复。</translation>
    </message>
    <message>
        <location filename="../model/edit/sessionsave.cpp" line="42"/>
        <source>&apos;%1&apos; changed on disk since it was read; nothing was saved. Reload it (your edits are lost) or save to another file.</source>
        <translation>“%1”在读取后已在磁盘上被更改；未保存任何内容。请重新加载（您的编辑将丢失）或保存到另一个文件。</translation>
    </message>
    <message>
        <location filename="../model/edit/sessionsave.cpp" line="189"/>
        <source>&apos;%1&apos; was written already and could not be put back: %2.</source>
        <translation>“%1”已被写入，且无法恢复原样：%2。</translation>
    </message>
</context>
<context>
    <name>robostage::edit::SetXacroExpression</name>
    <message>
        <location filename="../model/edit/setxacroexpression.cpp" line="40"/>
        <source>%1: the expression %2 is no longer there (the file changed); make the edit again</source>
        <translation>%1：表达式 %2 已不存在（文件已更改）；请重新进行编辑</translation>
    </message>
    <message>
        <location filename="../model/edit/setxacroexpression.cpp" line="46"/>
        <source>%1: type an expression or a value for %2</source>
        <translation>%1：请为 %2 输入表达式或值</translation>
    </message>
    <message>
        <location filename="../model/edit/setxacroexpression.cpp" line="51"/>
        <source>%1: the expression did not change</source>
        <translation>%1：表达式未更改</translation>
    </message>
    <message>
        <location filename="../model/edit/setxacroexpression.cpp" line="70"/>
        <source>%1: %2=&quot;%3&quot; was not written: %4</source>
        <translation>%1：未写入 %2=&quot;%3&quot;：%4</translation>
    </message>
    <message>
        <location filename="../model/edit/setxacroexpression.cpp" line="76"/>
        <source>Set expression of %1</source>
        <translation>设置 %1 的表达式</translation>
    </message>
</context>
<context>
    <name>robostage::edit::XacroWriter</name>
    <message>
        <location filename="../model/edit/xacroparams.cpp" line="39"/>
        <source>the value contains a quote or a substitution</source>
        <translation>该值包含引号或替换</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroparams.cpp" line="42"/>
        <source>the macro call is not written in a xacro file</source>
        <translation>该宏调用不是写在 xacro 文件中的</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroparams.cpp" line="44"/>
        <source>the call of macro &apos;%1&apos; at %2:%3 lies in another macro expanded %4 times</source>
        <translation>位于 %2:%3 的宏“%1”的调用处于另一个被展开 %4 次的宏中</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroparams.cpp" line="56"/>
        <source>the macro is called or defined in a way that cannot take a new parameter</source>
        <translation>该宏的调用或定义方式无法接受新参数</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroparams.cpp" line="65"/>
        <source>%1: the value cannot be changed for this expansion alone: %2</source>
        <translation>%1：无法只为此次展开更改该值：%2</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroparams.cpp" line="96"/>
        <source>%1: cannot find the params of macro %2</source>
        <translation>%1：找不到宏 %2 的 params</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroparams.cpp" line="108"/>
        <source>%1: the value is the default of parameter &apos;%2&apos;, which cannot be located in the macro&apos;s params; pass the parameter in the macro call</source>
        <translation>%1：该值是参数“%2”的默认值，而该参数在宏的 params 中无法定位；请在宏调用中传递该参数</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroparams.cpp" line="128"/>
        <source>the call at %1:%2 lies in a macro expanded several times</source>
        <translation>位于 %1:%2 的调用处于被多次展开的宏中</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroparams.cpp" line="134"/>
        <source>%1: the default cannot be passed for this call alone: %2</source>
        <translation>%1：无法只为此次调用传递该默认值：%2</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroparams.cpp" line="141"/>
        <source>%1: the value is the default of parameter &apos;%2&apos; of macro &apos;%3&apos; (%4), which %5 calls take. Choose to change the default (--shared definition) or to pass the value in this call (--shared instance).</source>
        <translation>%1：该值是宏“%3”（%4）的参数“%2”的默认值，有 %5 处调用采用它。请选择更改默认值（--shared definition）或在此次调用中传递该值（--shared instance）。</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="72"/>
        <source>this element of the xacro expansion has no source element</source>
        <translation>xacro 展开结果中的此元素没有对应的源元素</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="85"/>
        <source>%1: the attribute %2 is written on this element in the xacro source but not expanded; edit it there</source>
        <translation>%1：属性 %2 写在 xacro 源中的此元素上，但未被展开；请在那里编辑</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="91"/>
        <source>a new attribute cannot become a macro parameter yet</source>
        <translation>新属性尚不能成为宏参数</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="99"/>
        <source>%1: the attribute %2 is not written on this element in the xacro source (it comes from xacro:attribute or a block); edit it there</source>
        <translation>%1：属性 %2 在 xacro 源文件中并未写在此元素上（它来自 xacro:attribute 或某个块）；请在那里编辑</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="226"/>
        <source>only a whole literal value can become a macro parameter, and %1 is written as &quot;%2&quot;</source>
        <translation>只有完整的字面值才能成为宏参数，而 %1 写作“%2”</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="254"/>
        <source>%1: %2=&quot;%3&quot; is computed by an expression; change the expression in the xacro file (the value would be %4)</source>
        <translation>%1：%2=&quot;%3&quot; 由表达式计算得出；请修改 xacro 文件中的表达式（新值将为 %4）</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="280"/>
        <source>%1: &apos;%2&apos; in %3 is not a property or macro parameter of the xacro file (a built-in or a namespace); change the xacro file</source>
        <translation>%1：%3 中的“%2”不是该 xacro 文件的属性或宏参数（而是内置名称或命名空间）；请修改 xacro 文件</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="291"/>
        <source>%1: the value of &apos;%2&apos; is forwarded or a block (%3); change it in the xacro file</source>
        <translation>%1：“%2”的值是转发的或是一个块（%3）；请在 xacro 文件中更改</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="299"/>
        <source>the value is used inside a macro body expanded several times</source>
        <translation>该值在被多次展开的宏体中使用</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="303"/>
        <source>%1: the value comes from &apos;%2&apos; (%3), which is used %4 times. Choose to change the definition (--shared definition) or only this value (--shared instance).</source>
        <translation>%1：该值来自“%2”（%3），它被使用了 %4 次。请选择更改定义（--shared definition）或只更改此值（--shared instance）。</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="318"/>
        <source>%1: &apos;%2&apos; is defined at %3 without an attribute to edit</source>
        <translation>%1：“%2”在 %3 处定义，但没有可编辑的属性</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="332"/>
        <source>%1: &apos;%2&apos; is defined through too many other names</source>
        <translation>%1：“%2”经过太多层其他名称间接定义</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="362"/>
        <source>%1: cannot find ${%2} in %3</source>
        <translation>%1：在 %3 中找不到 ${%2}</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="385"/>
        <source>%1: the text of this element is not a literal in the xacro source; edit it there</source>
        <translation>%1：此元素的文本在 xacro 源文件中不是字面值；请在那里编辑</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="391"/>
        <source>only attribute values can become macro parameters, and this is element text</source>
        <translation>只有属性值才能成为宏参数，而这是元素文本</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolvewrite.cpp" line="116"/>
        <source>a new element cannot become a macro parameter</source>
        <translation>新元素不能成为宏参数</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="425"/>
        <source>%1: the value is written in macro &apos;%2&apos;, which is expanded %3 times, and cannot be changed for this expansion alone: %4</source>
        <translation>%1：该值写在宏“%2”中，该宏被展开 %3 次，无法只为此次展开更改：%4</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="432"/>
        <source>%1: the value is written in macro &apos;%2&apos;, which is expanded %3 times: changing it there changes every expansion. Choose to change the definition (--shared definition) or only this expansion (--shared instance).</source>
        <translation>%1：该值写在宏“%2”中，该宏被展开 %3 次：在那里更改会改变每一次展开。请选择更改定义（--shared definition）或只更改此次展开（--shared instance）。</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="455"/>
        <source>%1: cannot locate the element in the xacro source (%2)</source>
        <translation>%1：无法在 xacro 源文件中定位该元素（%2）</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="456"/>
        <source>the file changed</source>
        <translation>文件已更改</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="477"/>
        <source>two edited values are written at the same place of %1 with different values; edit them one at a time</source>
        <translation>两个编辑后的值以不同取值写在 %1 的同一位置；请逐个编辑</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolve.cpp" line="320"/>
        <source>%1: %2 becomes %3</source>
        <translation>%1：%2 变为 %3</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolve.cpp" line="338"/>
        <source>%1: %2 is computed by %3, and every number that can carry the change is read by other values too (%4). Change it for all of them (--shared definition)%5, or type a new expression.</source>
        <translation>%1：%2 由 %3 计算，而能够承载此更改的每个数字也被其他值读取（%4）。请为所有值更改它（--shared definition）%5，或输入新的表达式。</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolve.cpp" line="342"/>
        <source>, only here with a term added (--shared instance)</source>
        <translation>，或仅在此处添加一项（--shared instance）</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolve.cpp" line="346"/>
        <source>the expression is in a place other values are expanded from too</source>
        <translation>该表达式所在位置也展开出其他值</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolvewrite.cpp" line="52"/>
        <source>%1: the new parameter %2 of macro &apos;%3&apos; (0 by default) is passed as %4 by the call at %5:%6</source>
        <translation>%1：宏 &apos;%3&apos; 的新参数 %2（默认 0）由 %5:%6 处的调用以 %4 传入</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolvewrite.cpp" line="66"/>
        <source>%1: %2=&quot;$(arg %3)&quot;: %4</source>
        <translation>%1：%2=&quot;$(arg %3)&quot;：%4</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolvewrite.cpp" line="70"/>
        <source>the argument is not declared with a default to change</source>
        <translation>该参数未声明可更改的默认值</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolvewrite.cpp" line="83"/>
        <source>its declaration at %1 has no default to change</source>
        <translation>它在 %1 的声明没有可更改的默认值</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolvewrite.cpp" line="92"/>
        <source>the argument&apos;s default (%1) does not give this value: the argument is given on the command line; give it the new value there</source>
        <translation>参数的默认值（%1）不会得到此值：该参数在命令行上给出；请在那里给出新值</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolvewrite.cpp" line="97"/>
        <source>%1: the value is the default of the argument &apos;%2&apos; (%3), which other values read too. Change it for all of them (--shared definition), or edit the xacro file.</source>
        <translation>%1：该值是参数 &apos;%2&apos;（%3）的默认值，其他值也读取它。请为所有值更改它（--shared definition），或编辑 xacro 文件。</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolvewrite.cpp" line="103"/>
        <source>the argument&apos;s default is read by other values too</source>
        <translation>参数的默认值也被其他值读取</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolvewrite.cpp" line="107"/>
        <source>the value is the default of the argument &apos;%1&apos; at %2, which becomes &quot;%3&quot;</source>
        <translation>该值是参数 &apos;%1&apos; 在 %2 的默认值，它变为 &quot;%3&quot;</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolve.cpp" line="436"/>
        <source>the value is carried by %1 at %2, which becomes %3</source>
        <translation>该值由 %2 处的 %1 承载，它变为 %3</translation>
    </message>
</context>
<context>
    <name>robostage::help</name>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="75"/>
        <source>The user guide is missing from this build.</source>
        <translation>此版本中缺少用户指南。</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="76"/>
        <source>RoboStage User Guide</source>
        <translation>RoboStage 用户指南</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="91"/>
        <source>Left drag</source>
        <translation>左键拖动</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="92"/>
        <source>3D view › orbit the camera</source>
        <translation>三维视图 › 环绕相机</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="93"/>
        <source>Middle drag, Shift+left drag</source>
        <translation>中键拖动，Shift+左键拖动</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="94"/>
        <source>3D view › pan</source>
        <translation>三维视图 › 平移</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="95"/>
        <source>Wheel</source>
        <translation>滚轮</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="96"/>
        <source>3D view › zoom</source>
        <translation>三维视图 › 缩放</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="97"/>
        <source>3D view › fit the scene</source>
        <translation>三维视图 › 适应场景</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="99"/>
        <source>3D view › gizmo: move / rotate / joint axis / resize</source>
        <translation>3D 视图 › 控制柄：移动 / 旋转 / 关节轴 / 调整大小</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="101"/>
        <source>3D view › gizmo in the world or local frame</source>
        <translation>三维视图 › 操纵器使用世界或局部坐标系</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="103"/>
        <source>3D view › Drag Joints: the gizmo poses the robot by the selected link</source>
        <translation>3D 视图 › 拖动关节：用控制柄按所选连杆摆放机器人</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="105"/>
        <source>3D view › snap while dragging the gizmo</source>
        <translation>三维视图 › 拖动操纵器时吸附</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="112"/>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="112"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="122"/>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
</context>
<context>
    <name>robostage::kinematics</name>
    <message>
        <location filename="../model/kinematics/iksolver.cpp" line="237"/>
        <source>the target is out of reach within the joint limits (at a limit: %1)</source>
        <translation>在关节限位内无法到达目标（处于限位：%1）</translation>
    </message>
    <message>
        <location filename="../model/kinematics/iksolver.cpp" line="239"/>
        <source>the target is out of reach</source>
        <translation>目标无法到达</translation>
    </message>
    <message>
        <location filename="../model/kinematics/kinematicchain.cpp" line="91"/>
        <source>the tip is not a link</source>
        <translation>末端不是连杆</translation>
    </message>
    <message>
        <location filename="../model/kinematics/kinematicchain.cpp" line="94"/>
        <source>the base is not a link</source>
        <translation>基座不是连杆</translation>
    </message>
    <message>
        <location filename="../model/kinematics/kinematicchain.cpp" line="114"/>
        <source>link &apos;%1&apos; is not on the way from &apos;%2&apos; to the root</source>
        <translation>连杆 &apos;%1&apos; 不在从 &apos;%2&apos; 到根的路径上</translation>
    </message>
    <message>
        <location filename="../model/kinematics/kinematicchain.cpp" line="192"/>
        <source>no joint moves between &apos;%1&apos; and &apos;%2&apos;</source>
        <translation>&apos;%1&apos; 与 &apos;%2&apos; 之间没有可动关节</translation>
    </message>
</context>
<context>
    <name>robostage::sdf</name>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="62"/>
        <source>&lt;pose rotation_format=&quot;quat_xyzw&quot;&gt; needs 7 finite numbers &apos;x y z qx qy qz qw&apos;, found &apos;%1&apos;; using the identity pose.</source>
        <translation>&lt;pose rotation_format=&quot;quat_xyzw&quot;&gt; 需要 7 个有限数值“x y z qx qy qz qw”，实际为“%1”；将使用单位位姿。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="69"/>
        <source>&lt;pose&gt; quaternion is zero; using the identity rotation.</source>
        <translation>&lt;pose&gt; 四元数为零；将使用单位旋转。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="75"/>
        <source>unknown rotation_format &apos;%1&apos;: expected euler_rpy or quat_xyzw; reading the pose as euler_rpy.</source>
        <translation>未知的 rotation_format“%1”：应为 euler_rpy 或 quat_xyzw；将按 euler_rpy 读取位姿。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="81"/>
        <source>&lt;pose&gt; needs 6 finite numbers &apos;x y z roll pitch yaw&apos;, found &apos;%1&apos;; using the identity pose.</source>
        <translation>&lt;pose&gt; 需要 6 个有限数值“x y z roll pitch yaw”，实际为“%1”；将使用单位位姿。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="101"/>
        <source>&lt;geometry&gt; has no shape; add one of box, sphere, cylinder, capsule, ellipsoid, cone, plane, mesh, heightmap or polyline.</source>
        <translation>&lt;geometry&gt; 没有形状；请添加 box、sphere、cylinder、capsule、ellipsoid、cone、plane、mesh、heightmap 或 polyline 之一。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="128"/>
        <source>&lt;size&gt; of a plane needs 2 finite numbers, found &apos;%1&apos;.</source>
        <translation>平面的 &lt;size&gt; 需要 2 个有限数值，实际为“%1”。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="136"/>
        <source>&lt;mesh&gt; has no &lt;uri&gt;; add the mesh file&apos;s URI.</source>
        <translation>&lt;mesh&gt; 没有 &lt;uri&gt;；请添加网格文件的 URI。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="178"/>
        <source>&lt;point&gt; needs 2 finite numbers &apos;x y&apos;, found &apos;%1&apos;; skipped.</source>
        <translation>&lt;point&gt; 需要 2 个有限数值“x y”，实际为“%1”；已跳过。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="191"/>
        <source>unknown geometry &lt;%1&gt;; it is kept in the file but not shown.</source>
        <translation>未知的几何形状 &lt;%1&gt;；它保留在文件中，但不显示。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="266"/>
        <source>light &apos;%1&apos; has type &apos;%2&apos;: expected point, spot or directional; using point.</source>
        <translation>光源“%1”的类型为“%2”：应为 point、spot 或 directional；将使用 point。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="355"/>
        <source>the density is %1; a density must be &gt; 0 kg/m³ (water: 1000). The default 1000 is used.</source>
        <translation>密度为 %1；密度必须 &gt; 0 kg/m³（水：1000）。将使用默认值 1000。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="417"/>
        <source>joint axis &lt;xyz&gt; is the zero vector; give a unit vector such as &apos;0 0 1&apos;.</source>
        <translation>关节轴 &lt;xyz&gt; 为零向量；请给出单位向量，例如“0 0 1”。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="431"/>
        <source>&lt;initial_position&gt; %1 is outside the joint&apos;s limits [%2, %3]; the joint starts there all the same. Move it inside the limits or widen them.</source>
        <translation>&lt;initial_position&gt; %1 超出关节限位 [%2, %3]；关节仍从那里开始。请将其移入限位内或放宽限位。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="453"/>
        <source>joint &apos;%1&apos; has no type; add type=&quot;revolute&quot; (or fixed, prismatic, continuous, ball, universal, revolute2, screw, gearbox).</source>
        <translation>关节“%1”没有类型；请添加 type=&quot;revolute&quot;（或 fixed、prismatic、continuous、ball、universal、revolute2、screw、gearbox）。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="458"/>
        <source>joint &apos;%1&apos; has unknown type &apos;%2&apos;; it is shown as fixed.</source>
        <translation>关节“%1”的类型“%2”未知；将其显示为固定关节。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfdrake.cpp" line="23"/>
        <source>&lt;drake:collision_filter_group&gt; has no name; it is not shown. Add name=&quot;…&quot;.</source>
        <translation>&lt;drake:collision_filter_group&gt; 没有名称；不予显示。请添加 name=&quot;…&quot;。</translation>
    </message>
</context>
<context>
    <name>robostage::sdf::Applier</name>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="74"/>
        <source>&lt;%1&gt; in &lt;experimental:params&gt; has no element_id; add element_id=&quot;…&quot; with the &apos;::&apos;-separated path of names of the element to change inside the included model. The change is skipped.</source>
        <translation>&lt;experimental:params&gt; 中的 &lt;%1&gt; 没有 element_id；请添加 element_id=&quot;…&quot;，其值为被包含模型中要更改的元素的名称路径，以“::”分隔。已跳过此更改。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="84"/>
        <source>unknown action &apos;%1&apos; on &lt;%2 element_id=&apos;%3&apos;&gt;: use add, modify, remove or replace (or no action, with an action on each child). The change is skipped.</source>
        <translation>&lt;%2 element_id=&apos;%3&apos;&gt; 上的动作“%1”未知：请使用 add、modify、remove 或 replace（或不指定动作，而在每个子元素上指定动作）。已跳过此更改。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="94"/>
        <source>element_id &apos;%1&apos; of &lt;%2&gt; has an empty name between &apos;::&apos;; write the path as name::name::… The change is skipped.</source>
        <translation>&lt;%2&gt; 的 element_id“%1”在“::”之间有空名称；请将路径写为 name::name::…。已跳过此更改。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="109"/>
        <source>&lt;%1 element_id=&apos;%2&apos; action=&quot;add&quot;&gt; needs a non-empty name attribute for the element it adds. The addition is skipped.</source>
        <translation>&lt;%1 element_id=&apos;%2&apos; action=&quot;add&quot;&gt; 需要为其添加的元素提供非空的 name 属性。已跳过此添加。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="120"/>
        <source>&lt;%1 element_id=&quot;&quot;&gt; with action %2: an empty element_id only works with action=&quot;add&quot; (add to the included model); name the element to change. The change is skipped.</source>
        <translation>&lt;%1 element_id=&quot;&quot;&gt; 的动作 %2：空的 element_id 只能用于 action=&quot;add&quot;（添加到被包含的模型中）；请指定要更改的元素。已跳过此更改。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="125"/>
        <source>on its children</source>
        <translation>位于其子元素上</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="136"/>
        <source>element_id &apos;%1&apos; names no element of included model &apos;%2&apos; to add &lt;%3&gt; to; write the &apos;::&apos;-separated path of names of the parent element. The addition is skipped.</source>
        <translation>element_id“%1”未指定被包含模型“%2”中可添加 &lt;%3&gt; 的元素；请写出父元素的名称路径，以“::”分隔。已跳过此添加。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="142"/>
        <source>included model &apos;%1&apos; has no &lt;%2&gt; at element_id &apos;%3&apos;; write the &apos;::&apos;-separated path of names from the included model to the element. The change is skipped.</source>
        <translation>被包含模型“%1”在 element_id“%3”处没有 &lt;%2&gt;；请写出从被包含模型到该元素的名称路径，以“::”分隔。已跳过此更改。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="155"/>
        <source>element_id &apos;%1&apos; names the model of a nested &lt;include&gt;; RoboStage can only remove it as a whole or change elements inside it. Change that &lt;include&gt; instead. The change is skipped.</source>
        <translation>element_id“%1”指向嵌套 &lt;include&gt; 的模型；RoboStage 只能将其整体删除或更改其内部的元素。请改为更改该 &lt;include&gt;。已跳过此更改。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="189"/>
        <source>&lt;%1&gt; is not an SDFormat element that &lt;experimental:params&gt; can add, replace or change child by child (libsdformat needs its description); use action=&quot;modify&quot;/&quot;remove&quot;, or act on its parent. The change is skipped.</source>
        <translation>&lt;%1&gt; 不是 &lt;experimental:params&gt; 可以添加、替换或逐个子元素更改的 SDFormat 元素（libsdformat 需要其描述）；请使用 action=&quot;modify&quot;/&quot;remove&quot;，或作用于其父元素。已跳过此更改。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="216"/>
        <source>attribute &apos;%1&apos; of &lt;%2&gt; is not an SDFormat attribute and is dropped, as libsdformat does; give it a namespace prefix (e.g. custom:%1) to keep it.</source>
        <translation>&lt;%2&gt; 的属性“%1”不是 SDFormat 属性，因此与 libsdformat 一样将其丢弃；请为其添加命名空间前缀（例如 custom:%1）以保留它。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="245"/>
        <source>&lt;%1&gt; has no name; the first one, &lt;%1 name=&apos;%2&apos;&gt;, is assumed. Add name=&quot;…&quot; to say which.</source>
        <translation>&lt;%1&gt; 没有名称；假定为第一个，即 &lt;%1 name=&apos;%2&apos;&gt;。请添加 name=&quot;…&quot; 以指明是哪一个。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="260"/>
        <source>%1 already has &lt;%2 name=&apos;%3&apos;&gt;; give the added element another name, or use action=&quot;modify&quot; or &quot;replace&quot;. The addition is skipped.</source>
        <translation>%1 已有 &lt;%2 name=&apos;%3&apos;&gt;；请为添加的元素另取名称，或使用 action=&quot;modify&quot; 或 &quot;replace&quot;。已跳过此添加。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="281"/>
        <source>%1 has no %2 to remove; the removal of this child is skipped.</source>
        <translation>%1 没有可删除的 %2；已跳过对此子元素的删除。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="315"/>
        <source>attribute &apos;%1&apos; is not an SDFormat attribute; give it a namespace prefix (e.g. custom:%1) to add it. This attribute is skipped.</source>
        <translation>属性“%1”不是 SDFormat 属性；请为其添加命名空间前缀（例如 custom:%1）以添加它。已跳过此属性。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="330"/>
        <source>%1 has no &lt;%2&gt; to modify (modify only changes existing elements; use action=&quot;add&quot; to add one). This child is skipped.</source>
        <translation>%1 没有可修改的 &lt;%2&gt;（modify 只更改已有元素；请使用 action=&quot;add&quot; 添加）。已跳过此子元素。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="346"/>
        <source>empty %1 gives no modification for %2; list the children to change. This child is skipped.</source>
        <translation>空的 %1 不会对 %2 作任何修改；请列出要更改的子元素。已跳过此子元素。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="371"/>
        <source>&lt;%1&gt; inside &lt;%2 element_id=&apos;%3&apos;&gt; has no action; give it action=&quot;add&quot;, &quot;modify&quot;, &quot;remove&quot; or &quot;replace&quot; (or put the action on &lt;%2&gt;). This child is skipped.</source>
        <translation>&lt;%2 element_id=&apos;%3&apos;&gt; 内的 &lt;%1&gt; 没有动作；请为其指定 action=&quot;add&quot;、&quot;modify&quot;、&quot;remove&quot; 或 &quot;replace&quot;（或将动作放在 &lt;%2&gt; 上）。已跳过此子元素。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="375"/>
        <source>unknown action &apos;%1&apos; on &lt;%2&gt; inside &lt;%3 element_id=&apos;%4&apos;&gt;: use add, modify, remove or replace. This child is skipped.</source>
        <translation>&lt;%3 element_id=&apos;%4&apos;&gt; 内的 &lt;%2&gt; 上的动作“%1”未知：请使用 add、modify、remove 或 replace。已跳过此子元素。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="386"/>
        <source>%1 has no %2 to %3; this child is skipped.</source>
        <translation>%1 中没有可执行 %3 的 %2；已跳过此子元素。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="400"/>
        <source>the replacement for %1 has no name; add name=&quot;…&quot;. This child is skipped.</source>
        <translation>%1 的替换元素没有名称；请添加 name=&quot;…&quot;。已跳过此子元素。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="408"/>
        <source>&lt;%1&gt; is not an SDFormat child of &lt;%2&gt;, so it cannot be added or replaced child by child; add it with the element that holds it. This child is skipped.</source>
        <translation>&lt;%1&gt; 不是 &lt;%2&gt; 的 SDFormat 子元素，因此不能逐个子元素添加或替换；请连同包含它的元素一起添加。已跳过此子元素。</translation>
    </message>
</context>
<context>
    <name>robostage::sdf::Reader</name>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="26"/>
        <source>&lt;%1&gt; has no valid version attribute (found &apos;%2&apos;); reading it as SDFormat 1.11. Add version=&quot;1.x&quot;.</source>
        <translation>&lt;%1&gt; 没有有效的 version 属性（实际为“%2”）；将按 SDFormat 1.11 读取。请添加 version=&quot;1.x&quot;。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="31"/>
        <source>SDFormat version %1 is newer than 1.11, the newest RoboStage knows; elements it does not know are kept but not shown.</source>
        <translation>SDFormat 版本 %1 比 RoboStage 所知的最新版本 1.11 更新；未知的元素会被保留，但不显示。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="42"/>
        <source>only the first &lt;world&gt; of a file is read; this one is ignored.</source>
        <translation>只读取文件中的第一个 &lt;world&gt;；此项被忽略。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="68"/>
        <source>the file has no &lt;world&gt;, &lt;model&gt; or &lt;light&gt;; there is nothing to show.</source>
        <translation>文件中没有 &lt;world&gt;、&lt;model&gt; 或 &lt;light&gt;；没有可显示的内容。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="124"/>
        <source>&lt;light&gt; has no name; add name=&quot;…&quot;. The light is skipped.</source>
        <translation>&lt;light&gt; 没有名称；请添加 name=&quot;…&quot;。已跳过该光源。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="164"/>
        <source>merge=&quot;true&quot; in a &lt;world&gt; needs SDFormat 1.10 or later (this file is %1.%2); &apos;%3&apos; is included as a separate model.</source>
        <translation>&lt;world&gt; 中的 merge=&quot;true&quot; 需要 SDFormat 1.10 或更高版本（此文件为 %1.%2）；&apos;%3&apos; 作为单独的模型包含。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="171"/>
        <source>&lt;model&gt; has no name; add name=&quot;…&quot;. The model is skipped.</source>
        <translation>&lt;model&gt; 没有名称；请添加 name=&quot;…&quot;。已跳过该模型。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="237"/>
        <source>model &apos;%1&apos; has no link; it is shown fixed in the world. SDFormat requires a model to have at least one link (or a nested model).</source>
        <translation>模型“%1”没有连杆；将其显示为固定在世界中。SDFormat 要求模型至少有一个连杆（或一个嵌套模型）。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="280"/>
        <source>&lt;link&gt; in model &apos;%1&apos; has no name; add name=&quot;…&quot;. The link is skipped.</source>
        <translation>模型“%1”中的 &lt;link&gt; 没有名称；请添加 name=&quot;…&quot;。已跳过该连杆。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="311"/>
        <source>&lt;%1&gt; in link &apos;%2&apos; has no name; add name=&quot;…&quot;. It is skipped.</source>
        <translation>连杆“%2”中的 &lt;%1&gt; 没有名称；请添加 name=&quot;…&quot;。已跳过该元素。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="318"/>
        <source>&lt;%1&gt; &apos;%2&apos; has no &lt;geometry&gt;, so it shows nothing; add one.</source>
        <translation>&lt;%1&gt;“%2”没有 &lt;geometry&gt;，因此不显示任何内容；请添加一个。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="347"/>
        <source>&lt;sensor&gt; in link &apos;%1&apos; has no name; it is skipped.</source>
        <translation>连杆“%1”中的 &lt;sensor&gt; 没有名称；已跳过。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="355"/>
        <source>&lt;light&gt; in link &apos;%1&apos; has no name; it is skipped.</source>
        <translation>连杆“%1”中的 &lt;light&gt; 没有名称；已跳过。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="374"/>
        <source>&lt;joint&gt; has no name; add name=&quot;…&quot;. The joint is skipped.</source>
        <translation>&lt;joint&gt; 没有名称；请添加 name=&quot;…&quot;。已跳过该关节。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="385"/>
        <source>joint &apos;%1&apos; needs both &lt;parent&gt; and &lt;child&gt; naming frames; it is skipped.</source>
        <translation>关节“%1”需要同时具有指定坐标系的 &lt;parent&gt; 和 &lt;child&gt;；已跳过。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="431"/>
        <source>&lt;frame&gt; has no name; add name=&quot;…&quot;. The frame is skipped.</source>
        <translation>&lt;frame&gt; 没有名称；请添加 name=&quot;…&quot;。已跳过该坐标系。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfinclude.cpp" line="42"/>
        <source>&lt;include&gt; at %1:%2 with %3</source>
        <translation>位于 %1:%2 且带有 %3 的 &lt;include&gt;</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfinclude.cpp" line="59"/>
        <source>placement_frame &apos;%1&apos; does not name a frame in model &apos;%2&apos;; the model pose is used as is.</source>
        <translation>placement_frame“%1”未指定模型“%2”中的坐标系；按原样使用模型位姿。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfinclude.cpp" line="69"/>
        <source>placement_frame &apos;%1&apos; is not posed inside model &apos;%2&apos;; the model pose is used as is.</source>
        <translation>placement_frame“%1”的位姿不在模型“%2”内；按原样使用模型位姿。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfinclude.cpp" line="88"/>
        <source>&lt;include&gt; has no &lt;uri&gt;; add the model&apos;s URI (model://NAME, a path, or a model name).</source>
        <translation>&lt;include&gt; 没有 &lt;uri&gt;；请添加模型的 URI（model://NAME、路径或模型名称）。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfinclude.cpp" line="116"/>
        <source>&apos;%1&apos; is not an SDFormat or URDF file; RoboStage includes only those (custom parser formats such as .%2 are not supported). References to this model are ignored.</source>
        <translation>“%1”不是 SDFormat 或 URDF 文件；RoboStage 只包含这两种文件（不支持 .%2 等自定义解析器格式）。对此模型的引用将被忽略。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfinclude.cpp" line="125"/>
        <source>includes are nested more than %1 deep here; the include is skipped. Flatten the include chain.</source>
        <translation>此处的 include 嵌套超过 %1 层；已跳过该 include。请展平 include 链。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfinclude.cpp" line="134"/>
        <source>include cycle: &apos;%1&apos; includes itself through %2; the include is skipped. Remove the &lt;include&gt; that closes the cycle.</source>
        <translation>包含循环：“%1”通过 %2 包含了自身；已跳过该包含。请删除造成循环的 &lt;include&gt;。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfinclude.cpp" line="172"/>
        <source>merge=&quot;true&quot; is not supported for URDF includes; the robot is included as a nested model.</source>
        <translation>URDF include 不支持 merge=&quot;true&quot;；该机器人作为嵌套模型被包含。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfinclude.cpp" line="192"/>
        <source>included light &apos;%1&apos; inside a model is not supported; include it in the world.</source>
        <translation>不支持在模型内部包含光源“%1”；请将其包含在世界中。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfinclude.cpp" line="199"/>
        <source>&apos;%1&apos; has no &lt;model&gt; to include.</source>
        <translation>“%1”中没有可包含的 &lt;model&gt;。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfinclude.cpp" line="203"/>
        <source>&apos;%1&apos; is not an SDFormat or URDF file (root &lt;%2&gt;); it cannot be included.</source>
        <translation>“%1”不是 SDFormat 或 URDF 文件（根元素 &lt;%2&gt;）；无法包含。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfinclude.cpp" line="244"/>
        <source>link &apos;%1&apos; of merged model &apos;%2&apos; cannot be merged into a world (a world holds models, joints, frames and lights, not links); include the model without merge=&quot;true&quot;.</source>
        <translation>合并模型 &apos;%2&apos; 的连杆 &apos;%1&apos; 不能合并到世界中（世界包含模型、关节、坐标系和灯光，不包含连杆）；请不带 merge=&quot;true&quot; 包含该模型。</translation>
    </message>
</context>
<context>
    <name>robostage::sdf::Scope</name>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="74"/>
        <source>the name &apos;%1&apos; is reserved in SDFormat; rename this element.</source>
        <translation>名称“%1”在 SDFormat 中是保留名称；请重命名此元素。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="79"/>
        <source>duplicate name &apos;%1&apos; in %2: links, joints, frames and models of one model share one namespace. Rename one of them; references use the first.</source>
        <translation>%2 中存在重复名称“%1”：同一模型的连杆、关节、坐标系和模型共享同一个命名空间。请重命名其中之一；引用将使用第一个。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="82"/>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="95"/>
        <source>the world</source>
        <translation>世界</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="61"/>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="82"/>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="95"/>
        <source>model &apos;%1&apos;</source>
        <translation>模型“%1”</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="58"/>
        <source>%1 &apos;%2&apos; of %3 has the name of another link, joint or model; SDFormat %4.%5 allowed that, and it is named &apos;%6&apos; as libsdformat names it. Rename it in the file (SDFormat 1.7 requires unique names).</source>
        <translation>%3 的 %1“%2”与另一个连杆、关节或模型同名；SDFormat %4.%5 允许这样，它按 libsdformat 的命名方式被命名为“%6”。请在文件中重命名它（SDFormat 1.7 要求名称唯一）。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="103"/>
        <source>%1 &apos;%2&apos; does not name a frame in %3 (names are links, joints, frames or models of this scope, or nested &apos;model::name&apos;); using the default frame.</source>
        <translation>%1“%2”未指定 %3 中的坐标系（名称应为此作用域中的连杆、关节、坐标系或模型，或嵌套的“model::name”）；将使用默认坐标系。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="117"/>
        <source>frame &apos;%1&apos; is attached to itself; attach it to a link or another frame.</source>
        <translation>坐标系“%1”附着于自身；请将其附着到连杆或其他坐标系上。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="131"/>
        <source>a joint&apos;s child cannot be &apos;world&apos;; name a link.</source>
        <translation>关节的子连杆不能是“world”；请指定一个连杆。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="159"/>
        <source>canonical_link &apos;%1&apos; is not a link.</source>
        <translation>canonical_link“%1”不是连杆。</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="174"/>
        <source>a pose cannot be relative_to its own frame &apos;%1&apos;; name another frame.</source>
        <translation>位姿不能 relative_to 其自身的坐标系“%1”；请指定另一个坐标系。</translation>
    </message>
</context>
<context>
    <name>robostage::simrobot</name>
    <message>
        <location filename="../model/formats/simrobot/simrobotvalues.cpp" line="97"/>
        <source>&apos;%1&apos; is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotvalues.cpp" line="101"/>
        <source>&apos;%1&apos; is not a finite number</source>
        <translation>“%1”不是有限数值</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotvalues.cpp" line="108"/>
        <source>&apos;%1&apos; has a unit (&apos;%2&apos;) where a plain number is expected</source>
        <translation>“%1”在应为纯数字的位置带有单位（“%2”）</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotvalues.cpp" line="110"/>
        <source>&apos;%1&apos; has the unit &apos;%2&apos;; expected one of %3, or no unit for the base unit</source>
        <translation>“%1”的单位为“%2”；应为 %3 之一，或不带单位以使用基本单位</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotvalues.cpp" line="156"/>
        <source>&apos;%1&apos; is not a colour; expected #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(r, g, b) or rgba(r, g, b, a) with r, g, b in 0–255 or 0%–100% and a in 0–1</source>
        <translation>“%1”不是颜色；应为 #rgb、#rgba、#rrggbb、#rrggbbaa、rgb(r, g, b) 或 rgba(r, g, b, a)，其中 r、g、b 取值 0–255 或 0%–100%，a 取值 0–1</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotvalues.cpp" line="196"/>
        <source>&apos;%1&apos; has no alpha; read as opaque (write rgb(…) or give a fourth value)</source>
        <translation>“%1”没有 alpha；按不透明读取（请写 rgb(…) 或给出第四个值）</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotvalues.cpp" line="212"/>
        <source>&apos;%1&apos;: channel %2 is out of range (0–255, 0%–100%, alpha 0–1)</source>
        <translation>“%1”：通道 %2 超出范围（0–255、0%–100%，alpha 为 0–1）</translation>
    </message>
</context>
<context>
    <name>robostage::simrobot::Instantiator</name>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="150"/>
        <source>the scene has no &lt;Scene&gt; element (neither in this file nor in the files it includes), so there is nothing to show. Add &lt;Scene name=&quot;…&quot;&gt; with the bodies and compounds to show.</source>
        <translation>场景中没有 &lt;Scene&gt; 元素（此文件及其包含的文件中都没有），因此没有可显示的内容。请添加 &lt;Scene name=&quot;…&quot;&gt;，并在其中放入要显示的刚体和组合体。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="173"/>
        <source>a second &lt;Scene&gt; (&apos;%1&apos;); the scene is the first one (&apos;%2&apos;). Remove one of them.</source>
        <translation>第二个 &lt;Scene&gt;（“%1”）；场景以第一个（“%2”）为准。请删除其中之一。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="186"/>
        <source>&lt;%1&gt; at the top level has no name=, so nothing can refer to it and it is not used. Give it a name and refer to it with ref=&quot;…&quot;, or move it into the &lt;Scene&gt;.</source>
        <translation>顶层的 &lt;%1&gt; 没有 name=，因此无法被引用，也不会被使用。请为其命名并用 ref=&quot;…&quot; 引用，或将其移入 &lt;Scene&gt;。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="195"/>
        <source>&lt;%1 name=&quot;%2&quot;&gt; is defined twice (first in %3:%4); this one is ignored. Rename one of them.</source>
        <translation>&lt;%1 name=&quot;%2&quot;&gt; 被定义了两次（第一次在 %3:%4）；此项被忽略。请重命名其中之一。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="212"/>
        <source>&lt;Include&gt; without href= includes nothing. Add href=&quot;FILE.rsi2&quot;.</source>
        <translation>没有 href= 的 &lt;Include&gt; 不会包含任何内容。请添加 href=&quot;FILE.rsi2&quot;。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="221"/>
        <source>included file &apos;%1&apos; does not exist (looked for &apos;%2&apos;, relative to this file). Fix href= or restore the file.</source>
        <translation>被包含的文件“%1”不存在（相对于此文件查找了“%2”）。请修正 href= 或恢复该文件。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="228"/>
        <source>&apos;%1&apos; includes itself (%2); the include is skipped. Remove the &lt;Include&gt; that closes the cycle.</source>
        <translation>“%1”包含了自身（%2）；已跳过该包含。请删除造成循环的 &lt;Include&gt;。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="235"/>
        <source>includes nest deeper than %1 files; &apos;%2&apos; is skipped. Flatten the includes.</source>
        <translation>包含嵌套超过 %1 个文件；已跳过“%2”。请展平包含关系。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="246"/>
        <source>an included SimRobot file must have &lt;Simulation&gt; as its root element, not &lt;%1&gt;; it is skipped.</source>
        <translation>被包含的 SimRobot 文件的根元素必须是 &lt;Simulation&gt;，而不是 &lt;%1&gt;；已跳过。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="267"/>
        <source>the scene nests deeper than %1 elements here; &lt;%2&gt; and what it contains are skipped. Check for a ref= chain that keeps adding levels.</source>
        <translation>此处场景嵌套超过 %1 层元素；已跳过 &lt;%2&gt; 及其包含的内容。请检查是否存在不断增加层级的 ref= 链。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="276"/>
        <source>the scene expands to more than %1 elements (each ref= copies what it refers to); &lt;%2&gt; and everything after it are skipped. Check for definitions that refer to each other many times over.</source>
        <translation>场景展开后超过 %1 个元素（每个 ref= 都会复制其引用的内容）；已跳过 &lt;%2&gt; 及其后的所有内容。请检查是否有相互多次引用的定义。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="299"/>
        <source>ref=&quot;%1&quot; names no top-level &lt;%2 name=&quot;%1&quot;&gt;; the reference is ignored. Define it at the top level of this file or an included one, or fix the name.</source>
        <translation>ref=&quot;%1&quot; 没有指向任何顶层的 &lt;%2 name=&quot;%1&quot;&gt;；该引用被忽略。请在此文件或被包含文件的顶层定义它，或修正名称。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="307"/>
        <source>ref=&quot;%1&quot; refers back to a definition that is being expanded (a reference loop); &lt;%2&gt; is skipped. Break the loop.</source>
        <translation>ref=&quot;%1&quot; 引用回了正在展开的定义（引用循环）；已跳过 &lt;%2&gt;。请打破该循环。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="333"/>
        <source>&lt;Set&gt; needs both name= and value=; it is ignored. Write &lt;Set name=&quot;placeholder&quot; value=&quot;…&quot;/&gt;.</source>
        <translation>&lt;Set&gt; 需要同时具有 name= 和 value=；已忽略。请写为 &lt;Set name=&quot;placeholder&quot; value=&quot;…&quot;/&gt;。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="370"/>
        <source>&lt;%1&gt; takes one &lt;%2&gt;; this second one is ignored.</source>
        <translation>&lt;%1&gt; 只接受一个 &lt;%2&gt;；第二个被忽略。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="439"/>
        <source>placeholder $%1 is not set by a &lt;Set name=&quot;%1&quot; value=&quot;…&quot;/&gt; on this element or around it, so &apos;%2&apos; stays as written. Add the &lt;Set&gt;.</source>
        <translation>占位符 $%1 未被此元素上或其外层的 &lt;Set name=&quot;%1&quot; value=&quot;…&quot;/&gt; 设置，因此“%2”保持原样。请添加 &lt;Set&gt;。</translation>
    </message>
</context>
<context>
    <name>robostage::simrobot::SceneReader</name>
    <message>
        <location filename="../model/formats/simrobot/simrobotreader.cpp" line="88"/>
        <source>&lt;%1&gt; is not expected in &lt;Scene&gt; (it takes Body, Compound, Light, QuickSolver, Set and UserInput); it is ignored.</source>
        <translation>&lt;Scene&gt; 中不应出现 &lt;%1&gt;（它接受 Body、Compound、Light、QuickSolver、Set 和 UserInput）；已忽略。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotreader.cpp" line="154"/>
        <source>&lt;%1&gt; is not expected in &lt;%2&gt;; it is ignored.</source>
        <translation>&lt;%2&gt; 中不应出现 &lt;%1&gt;；已忽略。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotreader.cpp" line="174"/>
        <source>&lt;Body&gt; &apos;%1&apos; has no mass element (Mass, BoxMass, SphereMass, InertiaMatrixMass, CapsuleMass, CylinderMass); SimRobot requires one. Add one.</source>
        <translation>&lt;Body&gt;“%1”没有质量元素（Mass、BoxMass、SphereMass、InertiaMatrixMass、CapsuleMass、CylinderMass）；SimRobot 需要一个。请添加。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotreader.cpp" line="193"/>
        <source>&lt;%1&gt; has no &lt;Body&gt; to move; the joint is skipped. Add the &lt;Body&gt; it connects.</source>
        <translation>&lt;%1&gt; 没有可移动的 &lt;Body&gt;；已跳过该关节。请添加它所连接的 &lt;Body&gt;。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotreader.cpp" line="207"/>
        <source>&lt;%1&gt; has no &lt;Axis&gt;; it turns about z here. Add &lt;Axis x=&quot;…&quot; y=&quot;…&quot; z=&quot;…&quot;/&gt;.</source>
        <translation>&lt;%1&gt; 没有 &lt;Axis&gt;；此处它绕 z 轴转动。请添加 &lt;Axis x=&quot;…&quot; y=&quot;…&quot; z=&quot;…&quot;/&gt;。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotreader.cpp" line="216"/>
        <source>the &lt;Axis&gt; is the zero vector; z is used. Give x, y or z.</source>
        <translation>&lt;Axis&gt; 为零向量；将使用 z。请给出 x、y 或 z。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotreader.cpp" line="226"/>
        <source>the initial deflection lies outside min … max; SimRobot&apos;s joint limit pulls it back when the simulation starts. Give an init between min and max.</source>
        <translation>初始偏转超出 min … max 范围；仿真开始时 SimRobot 的关节限位会将其拉回。请给出介于 min 和 max 之间的 init。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotreader.cpp" line="359"/>
        <source>&lt;%1&gt; needs the attribute %2=; %3 is used. Add it.</source>
        <translation>&lt;%1&gt; 需要属性 %2=；将使用 %3。请添加该属性。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotreader.cpp" line="367"/>
        <source>&lt;%1 %2=&quot;%3&quot;&gt;: %4; %5 is used. Fix the value.</source>
        <translation>&lt;%1 %2=&quot;%3&quot;&gt;：%4；将使用 %5。请修正该值。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotreader.cpp" line="385"/>
        <source>&lt;%1 %2&gt;: %3. The colour is ignored (the default is used).</source>
        <translation>&lt;%1 %2&gt;：%3。该颜色被忽略（使用默认颜色）。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="207"/>
        <source>the capsule&apos;s height (%1 m) is less than its diameter (%2 m); the height includes both caps. It is drawn as a sphere.</source>
        <translation>胶囊体的高度（%1 m）小于其直径（%2 m）；高度包含两端的半球。将其绘制为球体。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="222"/>
        <source>&lt;%1&gt; is not a shape RoboStage draws; it is not shown.</source>
        <translation>&lt;%1&gt; 不是 RoboStage 能绘制的形状；不予显示。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="238"/>
        <source>&lt;%1&gt; has no &lt;Surface&gt;; it is drawn grey. Add &lt;Surface diffuseColor=&quot;…&quot;/&gt;.</source>
        <translation>&lt;%1&gt; 没有 &lt;Surface&gt;；将以灰色绘制。请添加 &lt;Surface diffuseColor=&quot;…&quot;/&gt;。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="245"/>
        <source>&lt;Surface&gt; needs diffuseColor=; the surface is drawn grey.</source>
        <translation>&lt;Surface&gt; 需要 diffuseColor=；该表面将以灰色绘制。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="263"/>
        <source>texture &apos;%1&apos; does not exist (looked for &apos;%2&apos;, relative to this file); the surface is drawn without it.</source>
        <translation>纹理“%1”不存在（相对于此文件查找了“%2”）；表面将不带该纹理绘制。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="285"/>
        <source>&lt;ComplexAppearance&gt; needs &lt;Vertices&gt; and &lt;Triangles&gt; or &lt;Quads&gt;; it is not shown.</source>
        <translation>&lt;ComplexAppearance&gt; 需要 &lt;Vertices&gt; 以及 &lt;Triangles&gt; 或 &lt;Quads&gt;；不予显示。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="305"/>
        <source>&lt;%1&gt; holds &apos;%2&apos;, which is not a number; the numbers after it are ignored.</source>
        <translation>&lt;%1&gt; 包含“%2”，它不是数字；其后的数字将被忽略。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="319"/>
        <source>unit=&quot;%1&quot; is not a length unit (%2); metres are used.</source>
        <translation>unit=&quot;%1&quot; 不是长度单位（%2）；将使用米。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="329"/>
        <source>&lt;Normals&gt; has %1 normals for %2 vertices; they are ignored and the faces drawn flat.</source>
        <translation>&lt;Normals&gt; 有 %1 个法向量，但有 %2 个顶点；这些法向量被忽略，各面按平面着色绘制。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="337"/>
        <source>&lt;TexCoords&gt; has %1 coordinates for %2 vertices; they are ignored.</source>
        <translation>&lt;TexCoords&gt; 有 %1 个坐标，但有 %2 个顶点；这些坐标被忽略。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="362"/>
        <source>%1 faces of &lt;%2&gt; name vertices beyond the %3 given; they are left out.</source>
        <translation>&lt;%2&gt; 中有 %1 个面引用了超出给定 %3 个顶点的顶点；这些面被略去。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="371"/>
        <source>&lt;ComplexAppearance&gt; has no faces; it is not shown.</source>
        <translation>&lt;ComplexAppearance&gt; 没有面；不予显示。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="426"/>
        <source>&lt;%1&gt; is not a mass element RoboStage knows; it is ignored.</source>
        <translation>&lt;%1&gt; 不是 RoboStage 所知的质量元素；已忽略。</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="431"/>
        <source>a mass must be positive; this one is ignored.</source>
        <translation>质量必须为正；此项被忽略。</translation>
    </message>
</context>
<context>
    <name>robostage::urdf</name>
    <message>
        <location filename="../model/formats/urdf/urdfjoint.cpp" line="46"/>
        <source>the axis of joint &apos;%1&apos; is the zero vector; using 1 0 0. Give the direction of the axis in the joint frame, e.g. xyz=&quot;0 0 1&quot;.</source>
        <translation>关节“%1”的轴为零向量；将使用 1 0 0。请在关节坐标系中给出轴的方向，例如 xyz=&quot;0 0 1&quot;。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfjoint.cpp" line="65"/>
        <source>%1 joint &apos;%2&apos; has no &lt;limit&gt;; it is treated as unlimited. URDF requires &lt;limit lower=&quot;…&quot; upper=&quot;…&quot; effort=&quot;…&quot; velocity=&quot;…&quot;/&gt; for revolute and prismatic joints.</source>
        <translation>%1 关节“%2”没有 &lt;limit&gt;；将其视为无限位。URDF 要求旋转关节和移动关节具有 &lt;limit lower=&quot;…&quot; upper=&quot;…&quot; effort=&quot;…&quot; velocity=&quot;…&quot;/&gt;。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfjoint.cpp" line="88"/>
        <source>one number, or three for a planar joint</source>
        <translation>一个数字（平面关节为三个）</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfjoint.cpp" line="89"/>
        <source>one finite number</source>
        <translation>一个有限数值</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfjoint.cpp" line="110"/>
        <source>joint &apos;%1&apos; does not mimic another</source>
        <translation>关节“%1”不模仿其他关节</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfjoint.cpp" line="111"/>
        <source>joint=&quot;NAME&quot; naming the joint to follow</source>
        <translation>joint=&quot;NAME&quot;，指定要跟随的关节</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="29"/>
        <location filename="../model/formats/urdf/urdflink.cpp" line="84"/>
        <location filename="../model/formats/urdf/urdflink.cpp" line="115"/>
        <source>the %1 is skipped</source>
        <translation>已跳过 %1</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="47"/>
        <source>%1 has no &lt;geometry&gt;; it is skipped. Add &lt;geometry&gt; with one of &lt;box size&gt;, &lt;cylinder radius length&gt;, &lt;sphere radius&gt; or &lt;mesh filename&gt;.</source>
        <translation>%1 没有 &lt;geometry&gt;；已跳过。请添加 &lt;geometry&gt;，其中包含 &lt;box size&gt;、&lt;cylinder radius length&gt;、&lt;sphere radius&gt; 或 &lt;mesh filename&gt; 之一。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="65"/>
        <source>&lt;geometry&gt; of %1 has more than one shape; &lt;%2&gt; is kept but not used. A URDF geometry holds exactly one shape.</source>
        <translation>%1 的 &lt;geometry&gt; 有多个形状；&lt;%2&gt; 被保留但不使用。URDF 几何只能包含一个形状。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="73"/>
        <source>&lt;geometry&gt; of %1 has no shape; the %1 is skipped. Add one of &lt;box size&gt;, &lt;cylinder radius length&gt;, &lt;sphere radius&gt; or &lt;mesh filename&gt;.</source>
        <translation>%1 的 &lt;geometry&gt; 没有形状；已跳过 %1。请添加 &lt;box size&gt;、&lt;cylinder radius length&gt;、&lt;sphere radius&gt; 或 &lt;mesh filename&gt; 之一。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="85"/>
        <source>size=&quot;x y z&quot; (side lengths in metres)</source>
        <translation>size=&quot;x y z&quot;（边长，单位为米）</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="116"/>
        <source>filename=&quot;package://PACKAGE/meshes/part.dae&quot; (or a path relative to this file)</source>
        <translation>filename=&quot;package://PACKAGE/meshes/part.dae&quot;（或相对于此文件的路径）</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="124"/>
        <source>three numbers (x y z) or one number</source>
        <translation>三个数字（x y z）或一个数字</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="132"/>
        <source>&lt;%1&gt; in %2 is not a geometry RoboStage reads (box, cylinder, sphere, mesh, capsule, drake:ellipsoid); it is kept but not drawn.</source>
        <translation>%2 中的 &lt;%1&gt; 不是 RoboStage 能读取的几何形状（box、cylinder、sphere、mesh、capsule、drake:ellipsoid）；它被保留但不绘制。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="264"/>
        <source>link &apos;%1&apos; has more than one &lt;inertial&gt;; the first is used.</source>
        <translation>连杆“%1”有多个 &lt;inertial&gt;；将使用第一个。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="278"/>
        <source>&lt;visual&gt; &apos;%1&apos; of link &apos;%2&apos;</source>
        <translation>连杆“%2”的 &lt;visual&gt;“%1”</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="296"/>
        <source>&lt;collision&gt; &apos;%1&apos; of link &apos;%2&apos;</source>
        <translation>连杆“%2”的 &lt;collision&gt;“%1”</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="52"/>
        <source> Did you mean &apos;%1&apos;?</source>
        <translation>您是否指的是“%1”？</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="473"/>
        <source>&lt;robot&gt; has no name attribute; the model is called &apos;%1&apos;. Add name=&quot;…&quot; (URDF requires it).</source>
        <translation>&lt;robot&gt; 没有 name 属性；该模型被命名为“%1”。请添加 name=&quot;…&quot;（URDF 要求必须有）。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="65"/>
        <source>%1 is skipped</source>
        <translation>已跳过 %1</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="66"/>
        <source>link=&quot;NAME&quot; naming a link of this robot</source>
        <translation>link=&quot;NAME&quot;，指定此机器人的一个连杆</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="72"/>
        <source>%1 names link &apos;%2&apos;, which is not a link of this robot; it is skipped. Correct the link name.</source>
        <translation>%1 指定的连杆“%2”不是此机器人的连杆；已跳过。请修正连杆名称。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="86"/>
        <source>%1 has no &lt;%2&gt;; it is skipped. Add &lt;%2 link=&quot;NAME&quot; xyz=&quot;…&quot; rpy=&quot;…&quot;/&gt;.</source>
        <translation>%1 没有 &lt;%2&gt;；已跳过。请添加 &lt;%2 link=&quot;NAME&quot; xyz=&quot;…&quot; rpy=&quot;…&quot;/&gt;。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="102"/>
        <source>%1 has no &lt;parent&gt;; it is not drawn. Add &lt;parent link=&quot;NAME&quot;/&gt;.</source>
        <translation>%1 没有 &lt;parent&gt;；不予绘制。请添加 &lt;parent link=&quot;NAME&quot;/&gt;。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="122"/>
        <source>the loop joint is skipped</source>
        <translation>已跳过该闭环关节</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="122"/>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="175"/>
        <source>name=&quot;…&quot; (unique in the robot)</source>
        <translation>name=&quot;…&quot;（在机器人中唯一）</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="127"/>
        <source>loop joint &apos;%1&apos; is declared twice; this one is skipped. Give each loop joint a unique name.</source>
        <translation>闭环关节“%1”被声明了两次；已跳过此项。请为每个闭环关节指定唯一名称。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="136"/>
        <source>loop joint &apos;%1&apos; has type &apos;%2&apos;; Drake&apos;s schema allows only &apos;continuous&apos;. It is shown as written.</source>
        <translation>闭环关节“%1”的类型为“%2”；Drake 的模式只允许“continuous”。按所写内容显示。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="140"/>
        <source>loop joint &apos;%1&apos;</source>
        <translation>闭环关节“%1”</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="149"/>
        <source>the axis of loop joint &apos;%1&apos; is the zero vector; using 1 0 0. Give the axis direction in the link1 frame, e.g. xyz=&quot;0 1 0&quot;.</source>
        <translation>闭环关节“%1”的轴为零向量；将使用 1 0 0。请在 link1 坐标系中给出轴方向，例如 xyz=&quot;0 1 0&quot;。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="174"/>
        <source>the collision filter group is skipped</source>
        <translation>已跳过该碰撞过滤组</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="181"/>
        <source>a member of collision filter group &apos;%1&apos;</source>
        <translation>碰撞过滤组“%1”的一个成员</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="191"/>
        <source>it is ignored</source>
        <translation>已忽略</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="192"/>
        <source>name=&quot;GROUP&quot; naming a collision filter group</source>
        <translation>name=&quot;GROUP&quot;，指定一个碰撞过滤组</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="211"/>
        <source>collision filter group &apos;%1&apos; refers to group &apos;%2&apos;, which this robot does not declare. Declare it or correct the name.</source>
        <translation>碰撞过滤组“%1”引用了组“%2”，但此机器人未声明该组。请声明该组或修正名称。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="228"/>
        <source>force element &apos;%1&apos; (%2)</source>
        <translation>力元素“%1”（%2）</translation>
    </message>
</context>
<context>
    <name>robostage::urdf::Attributes</name>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="62"/>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="69"/>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="73"/>
        <source>the parameter is ignored</source>
        <translation>忽略该参数</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="63"/>
        <source>name=&quot;m1&quot;, then write $m1 in numeric attributes</source>
        <translation>name=&quot;m1&quot;，然后在数值属性中写 $m1</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="69"/>
        <source>value=&quot;1.0&quot;</source>
        <translation>value=&quot;1.0&quot;</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="73"/>
        <source>a finite number</source>
        <translation>有限数值</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="144"/>
        <source>&apos; (an undefined parameter: declare it with &lt;parameter name=&quot;…&quot; value=&quot;…&quot;/&gt; in &lt;robot&gt;)</source>
        <translation>&apos;（未定义的参数：请在 &lt;robot&gt; 中用 &lt;parameter name=&quot;…&quot; value=&quot;…&quot;/&gt; 声明）</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="146"/>
        <source>&apos;, which is &apos;%1&apos; after parameter substitution (expressions are not evaluated)</source>
        <translation>&apos;，参数替换后为“%1”（不计算表达式）</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="153"/>
        <source>attribute %1 of &lt;%2&gt; must be %3, found %4; %5.</source>
        <translation>&lt;%2&gt; 的属性 %1 必须是%3，实际为 %4；%5。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="161"/>
        <source>&lt;%1&gt; has no %2 attribute; %3. Add %4.</source>
        <translation>&lt;%1&gt; 没有 %2 属性；%3。请添加 %4。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="181"/>
        <source>one finite number</source>
        <translation>一个有限数值</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="181"/>
        <source>using %1</source>
        <translation>将使用 %1</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="191"/>
        <source>three finite numbers</source>
        <translation>三个有限数值</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="192"/>
        <source>using &apos;%1 %2 %3&apos;</source>
        <translation>将使用“%1 %2 %3”</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="210"/>
        <source>the attribute is ignored</source>
        <translation>忽略该属性</translation>
    </message>
</context>
<context>
    <name>robostage::urdf::MaterialTable</name>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="171"/>
        <source>the material cannot be referred to and is ignored</source>
        <translation>无法引用该材质，已忽略</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="172"/>
        <source>name=&quot;blue&quot; and refer to it from a visual with &lt;material name=&quot;blue&quot;/&gt;</source>
        <translation>name=&quot;blue&quot;，并在视觉元素中以 &lt;material name=&quot;blue&quot;/&gt; 引用它</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="178"/>
        <source>material &apos;%1&apos; is defined again (first at line %2); the first definition is used. Give each material a unique name.</source>
        <translation>材质“%1”被再次定义（首次定义在第 %2 行）；将使用第一个定义。请为每个材质指定唯一名称。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="212"/>
        <source>four numbers (red green blue alpha, each 0 to 1)</source>
        <translation>四个数字（红 绿 蓝 alpha，各为 0 到 1）</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="245"/>
        <source>material &apos;%1&apos; is not defined; the visual is drawn in the default colour. Define &lt;material name=&quot;%1&quot;&gt;&lt;color rgba=&quot;r g b a&quot;/&gt;&lt;/material&gt; in &lt;robot&gt;, or give this &lt;material&gt; a &lt;color&gt;.</source>
        <translation>材质“%1”未定义；该视觉元素以默认颜色绘制。请在 &lt;robot&gt; 中定义 &lt;material name=&quot;%1&quot;&gt;&lt;color rgba=&quot;r g b a&quot;/&gt;&lt;/material&gt;，或为此 &lt;material&gt; 添加 &lt;color&gt;。</translation>
    </message>
</context>
<context>
    <name>robostage::urdf::RobotReader</name>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="154"/>
        <source>the link is skipped</source>
        <translation>已跳过该连杆</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="155"/>
        <source>name=&quot;base_link&quot; (unique in the robot)</source>
        <translation>name=&quot;base_link&quot;（在机器人中唯一）</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="160"/>
        <source>link &apos;%1&apos; is declared twice (first at line %2); this one is skipped. Give each link a unique name.</source>
        <translation>连杆“%1”被声明了两次（首次在第 %2 行）；已跳过此项。请为每个连杆指定唯一名称。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="195"/>
        <source>joint &apos;%1&apos; names %2 link &apos;%3&apos;, which is not a link of this robot; the joint is skipped. Declare &lt;link name=&quot;%3&quot;/&gt; or correct the name.%4</source>
        <translation>关节“%1”指定的%2“%3”不是此机器人的连杆；已跳过该关节。请声明 &lt;link name=&quot;%3&quot;/&gt; 或修正名称。%4</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="197"/>
        <source>parent</source>
        <translation>父连杆</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="197"/>
        <source>child</source>
        <translation>子连杆</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="211"/>
        <source>the joint is skipped</source>
        <translation>已跳过该关节</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="211"/>
        <source>name=&quot;…&quot; (unique in the robot)</source>
        <translation>name=&quot;…&quot;（在机器人中唯一）</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="216"/>
        <source>joint &apos;%1&apos; is declared twice (first at line %2); this one is skipped. Give each joint a unique name.</source>
        <translation>关节“%1”被声明了两次（首次在第 %2 行）；已跳过此项。请为每个关节指定唯一名称。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="224"/>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="247"/>
        <source>joint &apos;%1&apos; is skipped</source>
        <translation>已跳过关节“%1”</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="225"/>
        <source>type=&quot;revolute&quot; (or continuous, prismatic, fixed, floating, planar)</source>
        <translation>type=&quot;revolute&quot;（或 continuous、prismatic、fixed、floating、planar）</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="233"/>
        <source>joint &apos;%1&apos; has type &apos;%2&apos;, which neither URDF nor Drake defines; it is shown but does not move. Use revolute, continuous, prismatic, fixed, floating or planar.</source>
        <translation>关节“%1”的类型为“%2”，URDF 和 Drake 均未定义此类型；该关节会显示但不会运动。请使用 revolute、continuous、prismatic、fixed、floating 或 planar。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="248"/>
        <source>link=&quot;NAME&quot; naming a link of this robot</source>
        <translation>link=&quot;NAME&quot;，指定此机器人的一个连杆</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="251"/>
        <source>joint &apos;%1&apos; has no &lt;%2&gt;; it is skipped. Add &lt;%2 link=&quot;NAME&quot;/&gt;.</source>
        <translation>关节“%1”没有 &lt;%2&gt;；已跳过。请添加 &lt;%2 link=&quot;NAME&quot;/&gt;。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="264"/>
        <source>link &apos;%1&apos; is already the child of joint &apos;%2&apos; (line %3); a URDF link has one parent joint, so joint &apos;%4&apos; is skipped. Close kinematic loops with Drake&apos;s &lt;loop_joint&gt; instead.</source>
        <translation>连杆“%1”已经是关节“%2”（第 %3 行）的子连杆；URDF 连杆只有一个父关节，因此跳过关节“%4”。请改用 Drake 的 &lt;loop_joint&gt; 来闭合运动学闭环。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="280"/>
        <source>joint &apos;%1&apos; closes the kinematic loop %2; URDF describes a tree, so the joint is skipped. Close kinematic loops with Drake&apos;s &lt;loop_joint&gt; instead.</source>
        <translation>关节“%1”闭合了运动学闭环 %2；URDF 描述的是树，因此跳过该关节。请改用 Drake 的 &lt;loop_joint&gt; 来闭合运动学闭环。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="319"/>
        <source>robot &apos;%1&apos; has no &lt;link&gt;; there is nothing to show. Add at least one &lt;link name=&quot;…&quot;&gt;.</source>
        <translation>机器人“%1”没有 &lt;link&gt;；没有可显示的内容。请至少添加一个 &lt;link name=&quot;…&quot;&gt;。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="324"/>
        <source>robot &apos;%1&apos; has %2 root links (%3): links that are no joint&apos;s child. URDF describes one tree; each root stays at the model origin. Connect them to one root link with joints (e.g. fixed joints).</source>
        <translation>机器人“%1”有 %2 个根连杆（%3）：即不是任何关节子连杆的连杆。URDF 描述的是一棵树；每个根连杆都停留在模型原点。请用关节（例如固定关节）将它们连接到同一个根连杆。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="353"/>
        <source>joint &apos;%1&apos; mimics &apos;%2&apos;, which is not a joint of this robot; it does not follow it. Name an existing joint in &lt;mimic joint&gt;.%3</source>
        <translation>关节“%1”模仿“%2”，但它不是此机器人的关节；该关节不会跟随它。请在 &lt;mimic joint&gt; 中指定一个已有的关节。%3</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="360"/>
        <source>joint &apos;%1&apos; mimics itself; the mimic is ignored. Name another joint in &lt;mimic joint&gt;.</source>
        <translation>关节“%1”模仿其自身；忽略该模仿。请在 &lt;mimic joint&gt; 中指定另一个关节。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="387"/>
        <source>the frame is skipped</source>
        <translation>已跳过该坐标系</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="387"/>
        <source>name=&quot;…&quot;</source>
        <translation>name=&quot;…&quot;</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="391"/>
        <source>frame &apos;%1&apos; is skipped</source>
        <translation>已跳过坐标系“%1”</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="392"/>
        <source>link=&quot;NAME&quot; naming the link the frame is fixed to</source>
        <translation>link=&quot;NAME&quot;，指定该坐标系所固定的连杆</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="397"/>
        <source>frame &apos;%1&apos; has the name of another link or frame; it is skipped. Give the frame a unique name.</source>
        <translation>坐标系“%1”与另一个连杆或坐标系同名；已跳过。请为该坐标系指定唯一名称。</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="407"/>
        <source>frame &apos;%1&apos; is fixed to link &apos;%2&apos;, which is not a link of this robot; the frame is skipped. Correct the link name.%3</source>
        <translation>坐标系“%1”固定在连杆“%2”上，但它不是此机器人的连杆；已跳过该坐标系。请修正连杆名称。%3</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="447"/>
        <source>&lt;gazebo reference=&quot;%1&quot;&gt; names no link or joint of this robot; it is kept on the model. Correct the reference.%2</source>
        <translation>&lt;gazebo reference=&quot;%1&quot;&gt; 没有指向此机器人的任何连杆或关节；它被保留在模型上。请修正该引用。%2</translation>
    </message>
</context>
<context>
    <name>robostage::xacro</name>
    <message>
        <location filename="../model/formats/xacro/xacroexpand.cpp" line="29"/>
        <source> in macro %1 called from %2:%3</source>
        <translation>（在宏 %1 中，从 %2:%3 调用）</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpand.cpp" line="34"/>
        <source> (and %1 more calls)</source>
        <translation>（另有 %1 层调用）</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacrodom.cpp" line="113"/>
        <source>elements are nested deeper than %1 levels (a guard against files made to exhaust the stack); flatten the nesting</source>
        <translation>元素嵌套超过 %1 层（用于防止耗尽栈的文件）；请减少嵌套层数</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroyaml.cpp" line="144"/>
        <source>YAML file &apos;%1&apos; holds more than %2 nodes once its aliases are expanded (an alias bomb?); stopped</source>
        <translation>YAML 文件“%1”展开别名后超过 %2 个节点（别名炸弹？）；已停止</translation>
    </message>
</context>
<context>
    <name>robostage::xacro::Expander</name>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="136"/>
        <source>the expansion grew beyond %1 characters of text; stopped (a guard against runaway macros)</source>
        <translation>展开结果超过 %1 个字符；已停止（防止失控的宏）</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="150"/>
        <source>the expansion took longer than %1 s; stopped (a guard against runaway input)</source>
        <translation>展开耗时超过 %1 秒；已停止（防止失控的输入）</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="169"/>
        <source>Xacro conditional &quot;%1&quot; evaluated to &quot;%2&quot;, which is not a boolean expression; write true, false, 1, 0 or a ${…} expression.</source>
        <translation>Xacro 条件“%1”的求值结果为“%2”，不是布尔表达式；请写 true、false、1、0 或 ${…} 表达式。</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="189"/>
        <source>&lt;%1&gt; is missing the attribute(s) %2</source>
        <translation>&lt;%1&gt; 缺少属性 %2</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="265"/>
        <source>the expansion nests elements more than %1 levels deep (a guard against runaway macros); stopped</source>
        <translation>展开结果的元素嵌套超过 %1 层（用于防止宏失控）；已停止</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="312"/>
        <source>the expansion grew beyond %1 nodes; stopped (a guard against runaway macros)</source>
        <translation>展开结果超过 %1 个节点；已停止（用于防止宏失控）</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="384"/>
        <source>xacro:arg: unknown attribute(s): %1</source>
        <translation>xacro:arg：未知属性：%1</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="402"/>
        <source>xacro:element is missing the attribute xacro:name</source>
        <translation>xacro:element 缺少属性 xacro:name</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="405"/>
        <source>xacro:element: empty name</source>
        <translation>xacro:element：名称为空</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="415"/>
        <source>xacro:attribute: empty name</source>
        <translation>xacro:attribute：名称为空</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="424"/>
        <source>%1: unknown attribute(s): %2</source>
        <translation>%1：未知属性：%2</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="455"/>
        <source>xacro:property: unknown attribute(s): %1</source>
        <translation>xacro:property：未知属性：%1</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="461"/>
        <source>Property names must be valid python identifiers: </source>
        <translation>属性名必须是有效的 Python 标识符：</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="463"/>
        <source>Property names must not start with double underscore: </source>
        <translation>属性名不能以双下划线开头：</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="468"/>
        <source>Property attributes default, value, and remove are mutually exclusive: </source>
        <translation>xacro:property 的 default、value 和 remove 属性互斥：</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="485"/>
        <source>%1: default property value can only be defined on local scope</source>
        <translation>%1：属性默认值只能在局部作用域中定义</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="504"/>
        <source>%1: no parent scope at global scope</source>
        <translation>%1：全局作用域没有父作用域</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroinclude.cpp" line="49"/>
        <source>it is not a regular file</source>
        <translation>它不是普通文件</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroinclude.cpp" line="53"/>
        <source>it is larger than %1 MiB, far more than a robot description needs</source>
        <translation>它大于 %1 MiB，远超机器人描述所需</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroinclude.cpp" line="67"/>
        <source>cannot read &apos;%1&apos;: %2</source>
        <translation>无法读取“%1”：%2</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroinclude.cpp" line="76"/>
        <source>the file contains binary data, not XML text; check that this is the file you meant</source>
        <translation>该文件包含二进制数据，而不是 XML 文本；请检查这是否是您要打开的文件</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroinclude.cpp" line="85"/>
        <source>XML parsing error: %1. Check that the XML is well-formed.</source>
        <translation>XML 解析错误：%1。请检查 XML 格式是否正确。</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroinclude.cpp" line="99"/>
        <source>xacro:include: unknown attribute(s): %1</source>
        <translation>xacro:include：未知属性：%1</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroinclude.cpp" line="114"/>
        <source>Child elements of a &lt;xacro:include&gt; tag are ignored</source>
        <translation>&lt;xacro:include&gt; 标签的子元素将被忽略</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroinclude.cpp" line="127"/>
        <source>Include tag&apos;s filename spec &quot;%1&quot; matched no files.</source>
        <translation>include 标签的文件名模式“%1”未匹配到任何文件。</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroinclude.cpp" line="135"/>
        <source>includes nested more than %1 deep (does &apos;%2&apos; include itself?); stopped</source>
        <translation>包含嵌套超过 %1 层（“%2”是否包含了自身？）；已停止</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroinclude.cpp" line="155"/>
        <source>&apos;%1&apos; has no root element</source>
        <translation>“%1”没有根元素</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroinclude.cpp" line="164"/>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="237"/>
        <source>inconsistent namespace redefinitions for %1</source>
        <translation>%1 的命名空间重定义不一致</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="73"/>
        <source>xacro:macro: unknown attribute(s): %1</source>
        <translation>xacro:macro：未知属性：%1</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="76"/>
        <source>Invalid use of macro name &apos;call&apos;</source>
        <translation>宏名称“call”的使用无效</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="79"/>
        <source>macro names must not contain &apos;.&apos; (reserved for namespaces): %1</source>
        <translation>宏名称不能包含“.”（保留给命名空间）：%1</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="83"/>
        <source>macro names must not contain prefix &apos;xacro:&apos;: %1</source>
        <translation>宏名称不能包含前缀“xacro:”：%1</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="108"/>
        <source>xacro:call is missing the &apos;macro&apos; attribute</source>
        <translation>xacro:call 缺少“macro”属性</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="145"/>
        <source>unknown macro name: %1</source>
        <translation>未知的宏名称：%1</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="148"/>
        <source>macro calls nested more than %1 deep (does macro &apos;%2&apos; call itself?); stopped</source>
        <translation>宏调用嵌套超过 %1 层（宏“%2”是否调用了自身？）；已停止</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="164"/>
        <source>Invalid parameter &quot;%1&quot; of macro &apos;%2&apos;</source>
        <translation>宏“%2”的参数“%1”无效</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="182"/>
        <source>Not enough blocks for macro &apos;%1&apos;</source>
        <translation>宏“%1”的块不足</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="189"/>
        <source>Unused block &quot;%1&quot; in the call of macro &apos;%2&apos;</source>
        <translation>宏“%2”的调用中有未使用的块“%1”</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="209"/>
        <source>Undefined property to forward: %1</source>
        <translation>要转发的属性未定义：%1</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="221"/>
        <source>Undefined parameters [%1] in the call of macro &apos;%2&apos;</source>
        <translation>宏“%2”的调用中有未定义的参数 [%1]</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="258"/>
        <source>Undefined block &quot;%1&quot;</source>
        <translation>未定义的块“%1”</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacrotext.cpp" line="194"/>
        <source>package not found: %1. Looked in: %2. Set ROS_PACKAGE_PATH (or AMENT_PREFIX_PATH) to the folder that holds it.</source>
        <translation>未找到包：%1。已查找：%2。请将 ROS_PACKAGE_PATH（或 AMENT_PREFIX_PATH）设置为包含它的文件夹。</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacrotext.cpp" line="214"/>
        <source>Undefined substitution argument %1: declare it with &lt;xacro:arg name=&quot;%1&quot; default=&quot;…&quot;/&gt; before this use, or give it with --arg %1:=VALUE</source>
        <translation>未定义的替换参数 %1：请在此处使用之前用 &lt;xacro:arg name=&quot;%1&quot; default=&quot;…&quot;/&gt; 声明它，或用 --arg %1:=VALUE 给出</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacrotext.cpp" line="233"/>
        <source>environment variable &apos;%1&apos; is not set; set it, or use $(optenv %1 DEFAULT)</source>
        <translation>环境变量“%1”未设置；请设置它，或使用 $(optenv %1 DEFAULT)</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacrotext.cpp" line="251"/>
        <source>Unknown substitution command $(%1): xacro knows arg, find, env, optenv, eval, dirname, anon and cwd</source>
        <translation>未知的替换命令 $(%1)：xacro 支持 arg、find、env、optenv、eval、dirname、anon 和 cwd</translation>
    </message>
</context>
</TS>
