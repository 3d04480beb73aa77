<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BundledWorld</name>
    <message>
        <location filename="../widgets/bundledworld.cpp" line="30"/>
        <source>cannot create a temporary folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/bundledworld.cpp" line="43"/>
        <source>cannot copy %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/bundledworld.cpp" line="49"/>
        <source>%1 is missing from the resources</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FrameGraph</name>
    <message>
        <location filename="../model/framegraph.cpp" line="91"/>
        <source>&apos;relative_to&apos; cycle: %1; the pose is taken relative to the world instead. Make one of these poses relative to a frame outside the cycle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/framegraph.cpp" line="136"/>
        <source>&apos;attached_to&apos; cycle: %1; these frames are treated as fixed in the world. Attach one of them to a link.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResourceResolver</name>
    <message>
        <location filename="../model/resourceresolver.cpp" line="70"/>
        <source>The URI is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="72"/>
        <source>The URI is longer than %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="76"/>
        <source>The URI contains a NUL character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="101"/>
        <source>Tried:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="106"/>
        <source>… and %1 more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="118"/>
        <source>Cannot resolve &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="119"/>
        <source>Cannot resolve &apos;%1&apos; (referred to in %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="299"/>
        <source>&apos;%1&apos; is a remote resource; RoboStage never downloads files. Download it and refer to the local copy (a relative path, or model:// with GZ_SIM_RESOURCE_PATH set).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="312"/>
        <source>The URI names no %1; expected %1://NAME/path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="332"/>
        <source>The scheme &apos;%1://&apos; is not supported; use package://, model://, file:// or a path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="355"/>
        <source>Check that the file exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="367"/>
        <source>Relative file:// paths are taken from the folder of the referring file, then from GZ_SIM_RESOURCE_PATH / SDF_PATH / GAZEBO_MODEL_PATH; check that the file exists or add its folder to one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="371"/>
        <source>Relative paths are taken from the folder of the referring file; check that the file exists there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="418"/>
        <source>Package &apos;%1&apos; was not found: set ROS_PACKAGE_PATH (or AMENT_PREFIX_PATH) to a folder that contains it, or open the file from inside the package.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="422"/>
        <source>Package &apos;%1&apos; was found at %2, but it has no &apos;%3&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="539"/>
        <source>Model &apos;%1&apos; was not found: add the folder that contains it to GZ_SIM_RESOURCE_PATH (or SDF_PATH / GAZEBO_MODEL_PATH).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="543"/>
        <source>Model &apos;%1&apos; was found at %2, but it has no &apos;%3&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="581"/>
        <source>Cannot include &apos;%1&apos; (referred to in %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="592"/>
        <source>&apos;%1&apos; is not a model folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="649"/>
        <source>%1 is not a model folder: it has no model.config naming an existing file and no model.sdf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="654"/>
        <source>A model folder needs a model.config with &lt;sdf version=&quot;…&quot;&gt;FILE&lt;/sdf&gt;, or a model.sdf.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robostage</name>
    <message>
        <location filename="../model/document.cpp" line="29"/>
        <source>the file is empty or has no XML element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="31"/>
        <source>&lt;%1&gt; is not closed, or is closed by a different tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="33"/>
        <source>an element could not be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="35"/>
        <source>an attribute could not be read (%1); attribute values need quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="37"/>
        <source>text outside of any element or not XML at all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="39"/>
        <source>a comment is not closed with --&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="41"/>
        <source>elements are nested too deeply</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robostage::DiagnosticsDock</name>
    <message>
        <location filename="../widgets/diagnosticsdock.cpp" line="13"/>
        <location filename="../widgets/diagnosticsdock.cpp" line="49"/>
        <source>Diagnostics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/diagnosticsdock.cpp" line="19"/>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/diagnosticsdock.cpp" line="19"/>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/diagnosticsdock.cpp" line="19"/>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/diagnosticsdock.cpp" line="42"/>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/diagnosticsdock.cpp" line="42"/>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/diagnosticsdock.cpp" line="49"/>
        <source>Diagnostics (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robostage::Document</name>
    <message>
        <location filename="../model/document.cpp" line="68"/>
        <source>cannot read &apos;%1&apos;: %2. Check that the file exists and is readable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="76"/>
        <source>malformed XML: %1. Fix the XML syntax at this line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="79"/>
        <source>included file &apos;%1&apos; could not be parsed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="101"/>
        <source>&lt;%1&gt; is the pre-SDF Gazebo 0.x world format, which RoboStage does not read. Convert it to SDFormat (for example with Gazebo&apos;s &apos;gzsdf&apos; tool) and open the result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="106"/>
        <source>unknown root element &lt;%1&gt;: expected &lt;sdf&gt; (SDFormat) or &lt;robot&gt; (URDF).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robostage::MainWindow</name>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="85"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="86"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="89"/>
        <source>&amp;Close Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="91"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="95"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="99"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="100"/>
        <source>&amp;About RoboStage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="111"/>
        <source>%1 — RoboStage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="119"/>
        <source>Open Robot or World Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="120"/>
        <source>Robot and world descriptions (*.sdf *.world *.urdf);;SDFormat (*.sdf *.world);;URDF (*.urdf);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="132"/>
        <source>About RoboStage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="133"/>
        <source>&lt;h3&gt;RoboStage %1&lt;/h3&gt;&lt;p&gt;Viewer for SDFormat and URDF robot and world descriptions.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="141"/>
        <source>No file open. Use File › Open… to open a robot or world description.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="151"/>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;models: %2, links: %3, joints: %4&lt;/p&gt;&lt;p&gt;&lt;i&gt;The 3D view is planned for the next release.&lt;/i&gt;&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="157"/>
        <source>%1 errors, %2 warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="170"/>
        <source>RoboStage: viewer for SDFormat and URDF robot and world descriptions.
Headless subcommands: robostage check|poses|tree --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="175"/>
        <source>Files to open, each in its own window. Without FILE, the bundled demo world opens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="177"/>
        <source>[FILE…]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robostage::MeshProbe</name>
    <message>
        <location filename="../render/meshprobe.cpp" line="16"/>
        <source>cannot read mesh &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/meshprobe.cpp" line="21"/>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/meshprobe.cpp" line="23"/>
        <source>not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/meshprobe.cpp" line="25"/>
        <source>permission denied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/meshprobe.cpp" line="27"/>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/meshprobe.cpp" line="34"/>
        <source>unknown Assimp error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/meshprobe.cpp" line="37"/>
        <source>the file could be read only partially</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/meshprobe.cpp" line="39"/>
        <source>the file contains no meshes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robostage::ReadContext</name>
    <message>
        <location filename="../model/formats/readcontext.cpp" line="119"/>
        <source>&lt;%1&gt; must be a finite number, found &apos;%2&apos;; using %3. Write a number such as 0.5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/readcontext.cpp" line="132"/>
        <source>&lt;%1&gt; must be three finite numbers, found &apos;%2&apos;; using &apos;%3 %4 %5&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/readcontext.cpp" line="147"/>
        <source>&lt;%1&gt; must be true, false, 1 or 0, found &apos;%2&apos;; using %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/readcontext.cpp" line="160"/>
        <source>&lt;%1&gt; must be a colour of 3 or 4 numbers (r g b [a], 0 to 1), found &apos;%2&apos;; using the default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/readcontext.cpp" line="175"/>
        <source>attribute %1 of &lt;%2&gt; must be a finite number, found &apos;%3&apos;; using %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/readcontext.cpp" line="190"/>
        <source>attribute %1 of &lt;%2&gt; must be %3 finite numbers, found &apos;%4&apos;; ignoring it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robostage::SceneTreeDock</name>
    <message>
        <location filename="../widgets/scenetreedock.cpp" line="11"/>
        <source>Scene</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robostage::SceneTreeModel</name>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="36"/>
        <source>(unnamed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="52"/>
        <source>included from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="54"/>
        <source>static model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="77"/>
        <source>%1 sensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="85"/>
        <source>%1 joint: %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="93"/>
        <source>attached to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="101"/>
        <source>point light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="104"/>
        <source>spot light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="107"/>
        <source>directional light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="119"/>
        <source>SDFormat %1 world</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="138"/>
        <source>no geometry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="140"/>
        <source>empty geometry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="142"/>
        <source>box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="144"/>
        <source>sphere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="146"/>
        <source>cylinder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="148"/>
        <source>capsule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="150"/>
        <source>ellipsoid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="152"/>
        <source>cone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="154"/>
        <source>plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="156"/>
        <source>mesh %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="158"/>
        <source>heightmap %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="160"/>
        <source>polyline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="162"/>
        <source>image %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="193"/>
        <source>world</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="195"/>
        <source>model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="197"/>
        <source>link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="199"/>
        <source>visual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="201"/>
        <source>collision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="203"/>
        <source>sensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="205"/>
        <source>light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="207"/>
        <source>joint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="209"/>
        <source>frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="278"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/scenetreemodel.cpp" line="278"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robostage::cli</name>
    <message>
        <location filename="../app/cli.cpp" line="66"/>
        <source>--joint %1: expected NAME=VALUE with VALUE in radians or metres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="81"/>
        <source>--joint %1: no joint named &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="82"/>
        <source>--joint %1: &apos;%2&apos; is ambiguous, use the scoped name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="241"/>
        <source>RoboStage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="244"/>
        <source>Joint position, radians or metres (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="245"/>
        <source>NAME=VALUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="246"/>
        <source>Print a JSON array.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="248"/>
        <source>Files to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="248"/>
        <source>FILE…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="250"/>
        <location filename="../app/cli.cpp" line="254"/>
        <source>File to read.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robostage::sdf</name>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="60"/>
        <source>&lt;pose rotation_format=&quot;quat_xyzw&quot;&gt; needs 7 finite numbers &apos;x y z qx qy qz qw&apos;, found &apos;%1&apos;; using the identity pose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="67"/>
        <source>&lt;pose&gt; quaternion is zero; using the identity rotation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="72"/>
        <source>unknown rotation_format &apos;%1&apos;: expected euler_rpy or quat_xyzw; reading the pose as euler_rpy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="77"/>
        <source>&lt;pose&gt; needs 6 finite numbers &apos;x y z roll pitch yaw&apos;, found &apos;%1&apos;; using the identity pose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="96"/>
        <source>&lt;geometry&gt; has no shape; add one of box, sphere, cylinder, capsule, ellipsoid, cone, plane, mesh, heightmap or polyline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="122"/>
        <source>&lt;size&gt; of a plane needs 2 finite numbers, found &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="130"/>
        <source>&lt;mesh&gt; has no &lt;uri&gt;; add the mesh file&apos;s URI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="165"/>
        <source>&lt;point&gt; needs 2 finite numbers &apos;x y&apos;, found &apos;%1&apos;; skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="177"/>
        <source>unknown geometry &lt;%1&gt;; it is kept in the file but not shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="182"/>
        <source>&lt;%1&gt; has a negative size; sizes must be &gt;= 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="184"/>
        <source>&lt;%1&gt; has a negative radius or length; they must be &gt;= 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="249"/>
        <source>light &apos;%1&apos; has type &apos;%2&apos;: expected point, spot or directional; using point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="348"/>
        <source>&lt;mass&gt; is negative; a mass must be &gt;= 0 kg.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="384"/>
        <source>joint axis &lt;xyz&gt; is the zero vector; give a unit vector such as &apos;0 0 1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="407"/>
        <source>joint &apos;%1&apos; has no type; add type=&quot;revolute&quot; (or fixed, prismatic, continuous, ball, universal, revolute2, screw, gearbox).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="411"/>
        <source>joint &apos;%1&apos; has unknown type &apos;%2&apos;; it is shown as fixed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robostage::sdf::Reader</name>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="124"/>
        <source>&lt;%1&gt; has no valid version attribute (found &apos;%2&apos;); reading it as SDFormat 1.11. Add version=&quot;1.x&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="128"/>
        <source>SDFormat version %1 is newer than 1.11, the newest RoboStage knows; elements it does not know are kept but not shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="139"/>
        <source>only the first &lt;world&gt; of a file is read; this one is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="164"/>
        <source>the file has no &lt;world&gt;, &lt;model&gt; or &lt;light&gt;; there is nothing to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="220"/>
        <source>&lt;light&gt; has no name; add name=&quot;…&quot;. The light is skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="256"/>
        <source>merge=&quot;true&quot; is only defined for includes inside a model; &apos;%1&apos; is included as a separate model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="261"/>
        <source>&lt;model&gt; has no name; add name=&quot;…&quot;. The model is skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="352"/>
        <source>&lt;link&gt; in model &apos;%1&apos; has no name; add name=&quot;…&quot;. The link is skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="382"/>
        <source>&lt;%1&gt; in link &apos;%2&apos; has no name; add name=&quot;…&quot;. It is skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="388"/>
        <source>&lt;%1&gt; &apos;%2&apos; has no &lt;geometry&gt;, so it shows nothing; add one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="415"/>
        <source>&lt;sensor&gt; in link &apos;%1&apos; has no name; it is skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="423"/>
        <source>&lt;light&gt; in link &apos;%1&apos; has no name; it is skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="442"/>
        <source>&lt;joint&gt; has no name; add name=&quot;…&quot;. The joint is skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="451"/>
        <source>joint &apos;%1&apos; needs both &lt;parent&gt; and &lt;child&gt; naming frames; it is skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="495"/>
        <source>&lt;frame&gt; has no name; add name=&quot;…&quot;. The frame is skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="519"/>
        <source>placement_frame &apos;%1&apos; does not name a frame in model &apos;%2&apos;; the model pose is used as is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="528"/>
        <source>placement_frame &apos;%1&apos; is not posed inside model &apos;%2&apos;; the model pose is used as is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="546"/>
        <source>&lt;include&gt; has no &lt;uri&gt;; add the model&apos;s URI (model://NAME, a path, or a model name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="570"/>
        <source>&apos;%1&apos; is not an SDFormat or URDF file; RoboStage includes only those (custom parser formats such as .%2 are not supported). References to this model are ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="578"/>
        <source>include cycle: &apos;%1&apos; includes itself through %2; the include is skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="615"/>
        <source>merge=&quot;true&quot; is not supported for URDF includes; the robot is included as a nested model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="629"/>
        <source>included light &apos;%1&apos; inside a model is not supported; include it in the world.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="635"/>
        <source>&apos;%1&apos; has no &lt;model&gt; to include.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="638"/>
        <source>&apos;%1&apos; is not an SDFormat or URDF file (root &lt;%2&gt;); it cannot be included.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robostage::sdf::Scope</name>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="40"/>
        <source>the name &apos;%1&apos; is reserved in SDFormat; rename this element.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="44"/>
        <source>duplicate name &apos;%1&apos; in %2: links, joints, frames and models of one model share one namespace. Rename one of them; references use the first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="47"/>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="60"/>
        <source>the world</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="47"/>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="60"/>
        <source>model &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="67"/>
        <source>%1 &apos;%2&apos; does not name a frame in %3 (names are links, joints, frames or models of this scope, or nested &apos;model::name&apos;); using the default frame.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="80"/>
        <source>frame &apos;%1&apos; is attached to itself; attach it to a link or another frame.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="94"/>
        <source>a joint&apos;s child cannot be &apos;world&apos;; name a link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="122"/>
        <source>canonical_link &apos;%1&apos; is not a link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="136"/>
        <source>a pose cannot be relative_to its own frame &apos;%1&apos;; name another frame.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robostage::urdf</name>
    <message>
        <location filename="../model/formats/urdf/urdfjoint.cpp" line="45"/>
        <source>the axis of joint &apos;%1&apos; is the zero vector; using 1 0 0. Give the direction of the axis in the joint frame, e.g. xyz=&quot;0 0 1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfjoint.cpp" line="62"/>
        <source>%1 joint &apos;%2&apos; has no &lt;limit&gt;; it is treated as unlimited. URDF requires &lt;limit lower=&quot;…&quot; upper=&quot;…&quot; effort=&quot;…&quot; velocity=&quot;…&quot;/&gt; for revolute and prismatic joints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfjoint.cpp" line="85"/>
        <source>one number, or three for a planar joint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfjoint.cpp" line="86"/>
        <source>one finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfjoint.cpp" line="108"/>
        <source>joint &apos;%1&apos; does not mimic another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfjoint.cpp" line="109"/>
        <source>joint=&quot;NAME&quot; naming the joint to follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="34"/>
        <location filename="../model/formats/urdf/urdflink.cpp" line="85"/>
        <location filename="../model/formats/urdf/urdflink.cpp" line="116"/>
        <source>the %1 is skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="51"/>
        <source>%1 has no &lt;geometry&gt;; it is skipped. Add &lt;geometry&gt; with one of &lt;box size&gt;, &lt;cylinder radius length&gt;, &lt;sphere radius&gt; or &lt;mesh filename&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="67"/>
        <source>&lt;geometry&gt; of %1 has more than one shape; &lt;%2&gt; is kept but not used. A URDF geometry holds exactly one shape.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="74"/>
        <source>&lt;geometry&gt; of %1 has no shape; the %1 is skipped. Add one of &lt;box size&gt;, &lt;cylinder radius length&gt;, &lt;sphere radius&gt; or &lt;mesh filename&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="86"/>
        <source>size=&quot;x y z&quot; (side lengths in metres)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="117"/>
        <source>filename=&quot;package://PACKAGE/meshes/part.dae&quot; (or a path relative to this file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="125"/>
        <source>three numbers (x y z) or one number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="132"/>
        <source>&lt;%1&gt; in %2 is not a geometry RoboStage reads (box, cylinder, sphere, mesh, capsule, drake:ellipsoid); it is kept but not drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="258"/>
        <source>link &apos;%1&apos; has more than one &lt;inertial&gt;; the first is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="273"/>
        <source>&lt;visual&gt; &apos;%1&apos; of link &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="291"/>
        <source>&lt;collision&gt; &apos;%1&apos; of link &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="52"/>
        <source> Did you mean &apos;%1&apos;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="472"/>
        <source>&lt;robot&gt; has no name attribute; the model is called &apos;%1&apos;. Add name=&quot;…&quot; (URDF requires it).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robostage::urdf::Attributes</name>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="61"/>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="68"/>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="72"/>
        <source>the parameter is ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="62"/>
        <source>name=&quot;m1&quot;, then write $m1 in numeric attributes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="68"/>
        <source>value=&quot;1.0&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="72"/>
        <source>a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="143"/>
        <source>&apos; (an undefined parameter: declare it with &lt;parameter name=&quot;…&quot; value=&quot;…&quot;/&gt; in &lt;robot&gt;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="145"/>
        <source>&apos;, which is &apos;%1&apos; after parameter substitution (expressions are not evaluated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="151"/>
        <source>attribute %1 of &lt;%2&gt; must be %3, found %4; %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="159"/>
        <source>&lt;%1&gt; has no %2 attribute; %3. Add %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="179"/>
        <source>one finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="180"/>
        <source>using %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="190"/>
        <source>three finite numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="208"/>
        <source>the attribute is ignored</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robostage::urdf::MaterialTable</name>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="169"/>
        <source>the material cannot be referred to and is ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="170"/>
        <source>name=&quot;blue&quot; and refer to it from a visual with &lt;material name=&quot;blue&quot;/&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="175"/>
        <source>material &apos;%1&apos; is defined again (first at line %2); the first definition is used. Give each material a unique name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="209"/>
        <source>four numbers (red green blue alpha, each 0 to 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="241"/>
        <source>material &apos;%1&apos; is not defined; the visual is drawn in the default colour. Define &lt;material name=&quot;%1&quot;&gt;&lt;color rgba=&quot;r g b a&quot;/&gt;&lt;/material&gt; in &lt;robot&gt;, or give this &lt;material&gt; a &lt;color&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>robostage::urdf::RobotReader</name>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="155"/>
        <source>the link is skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="156"/>
        <source>name=&quot;base_link&quot; (unique in the robot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="160"/>
        <source>link &apos;%1&apos; is declared twice (first at line %2); this one is skipped. Give each link a unique name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="194"/>
        <source>joint &apos;%1&apos; names %2 link &apos;%3&apos;, which is not a link of this robot; the joint is skipped. Declare &lt;link name=&quot;%3&quot;/&gt; or correct the name.%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="196"/>
        <source>parent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="196"/>
        <source>child</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="226"/>
        <source>the joint is skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="227"/>
        <source>name=&quot;…&quot; (unique in the robot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="231"/>
        <source>joint &apos;%1&apos; is declared twice (first at line %2); this one is skipped. Give each joint a unique name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="239"/>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="261"/>
        <source>joint &apos;%1&apos; is skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="240"/>
        <source>type=&quot;revolute&quot; (or continuous, prismatic, fixed, floating, planar)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="247"/>
        <source>joint &apos;%1&apos; has type &apos;%2&apos;, which neither URDF nor Drake defines; it is shown but does not move. Use revolute, continuous, prismatic, fixed, floating or planar.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="262"/>
        <source>link=&quot;NAME&quot; naming a link of this robot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="264"/>
        <source>joint &apos;%1&apos; has no &lt;%2&gt;; it is skipped. Add &lt;%2 link=&quot;NAME&quot;/&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="276"/>
        <source>link &apos;%1&apos; is already the child of joint &apos;%2&apos; (line %3); a URDF link has one parent joint, so joint &apos;%4&apos; is skipped. Close kinematic loops with Drake&apos;s &lt;loop_joint&gt; instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="287"/>
        <source>joint &apos;%1&apos; closes the kinematic loop %2; URDF describes a tree, so the joint is skipped. Close kinematic loops with Drake&apos;s &lt;loop_joint&gt; instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="327"/>
        <source>robot &apos;%1&apos; has no &lt;link&gt;; there is nothing to show. Add at least one &lt;link name=&quot;…&quot;&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="331"/>
        <source>robot &apos;%1&apos; has %2 root links (%3): links that are no joint&apos;s child. URDF describes one tree; each root stays at the model origin. Connect them to one root link with joints (e.g. fixed joints).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="359"/>
        <source>joint &apos;%1&apos; mimics &apos;%2&apos;, which is not a joint of this robot; it does not follow it. Name an existing joint in &lt;mimic joint&gt;.%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="365"/>
        <source>joint &apos;%1&apos; mimics itself; the mimic is ignored. Name another joint in &lt;mimic joint&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="391"/>
        <source>the frame is skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="391"/>
        <source>name=&quot;…&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="395"/>
        <source>frame &apos;%1&apos; is skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="396"/>
        <source>link=&quot;NAME&quot; naming the link the frame is fixed to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="400"/>
        <source>frame &apos;%1&apos; has the name of another link or frame; it is skipped. Give the frame a unique name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="409"/>
        <source>frame &apos;%1&apos; is fixed to link &apos;%2&apos;, which is not a link of this robot; the frame is skipped. Correct the link name.%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="446"/>
        <source>&lt;gazebo reference=&quot;%1&quot;&gt; names no link or joint of this robot; it is kept on the model. Correct the reference.%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
