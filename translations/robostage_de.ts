<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BundledWorld</name>
    <message>
        <location filename="../widgets/base/bundledworld.cpp" line="67"/>
        <source>cannot create a temporary folder: %1</source>
        <translation>Temporärer Ordner kann nicht angelegt werden: %1</translation>
    </message>
    <message>
        <location filename="../widgets/base/bundledworld.cpp" line="100"/>
        <location filename="../widgets/base/bundledworld.cpp" line="141"/>
        <source>cannot copy %1 to %2</source>
        <translation>%1 kann nicht nach %2 kopiert werden</translation>
    </message>
    <message>
        <location filename="../widgets/base/bundledworld.cpp" line="84"/>
        <source>%1 is missing from the resources</source>
        <translation>%1 fehlt in den Ressourcen</translation>
    </message>
</context>
<context>
    <name>FrameGraph</name>
    <message>
        <location filename="../model/framegraph.cpp" line="111"/>
        <source>&apos;relative_to&apos; cycle: %1; the pose is taken relative to the world instead. Make one of these poses relative to a frame outside the cycle.</source>
        <translation>&apos;relative_to&apos;-Zyklus: %1; die Pose wird stattdessen relativ zur Welt genommen. Geben Sie eine dieser Posen relativ zu einem Frame außerhalb des Zyklus an.</translation>
    </message>
    <message>
        <location filename="../model/framegraph.cpp" line="157"/>
        <source>&apos;attached_to&apos; cycle: %1; these frames are treated as fixed in the world. Attach one of them to a link.</source>
        <translation>&apos;attached_to&apos;-Zyklus: %1; diese Frames werden als fest in der Welt behandelt. Befestigen Sie einen von ihnen an einem Link.</translation>
    </message>
    <message>
        <location filename="../model/framegraph.cpp" line="192"/>
        <source>joint &apos;%1&apos; connects link &apos;%2&apos; to itself (its parent and child frames are attached to the same link); it does not move. Name frames of two different links.</source>
        <translation>Gelenk &apos;%1&apos; verbindet Link &apos;%2&apos; mit sich selbst (Eltern- und Kind-Frame sind am selben Link befestigt); es bewegt sich nicht. Geben Sie Frames zweier verschiedener Links an.</translation>
    </message>
</context>
<context>
    <name>ResourceResolver</name>
    <message>
        <location filename="../model/resourceresolver.cpp" line="55"/>
        <source>The URI is empty.</source>
        <translation>Die URI ist leer.</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="57"/>
        <source>The URI is longer than %1 characters.</source>
        <translation>Die URI ist länger als %1 Zeichen.</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="61"/>
        <source>The URI contains a NUL character.</source>
        <translation>Die URI enthält ein NUL-Zeichen.</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="79"/>
        <source>Tried:</source>
        <translation>Versucht:</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="84"/>
        <source>… and %1 more.</source>
        <translation>… und %1 weitere.</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="96"/>
        <source>Cannot resolve &apos;%1&apos;.</source>
        <translation>&apos;%1&apos; kann nicht aufgelöst werden.</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="97"/>
        <source>Cannot resolve &apos;%1&apos; (referred to in %2).</source>
        <translation>&apos;%1&apos; kann nicht aufgelöst werden (verwiesen in %2).</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="182"/>
        <source>&apos;%1&apos; is a remote resource; RoboStage never downloads files. Download it and refer to the local copy (a relative path, or model:// with GZ_SIM_RESOURCE_PATH set).</source>
        <translation>&apos;%1&apos; ist eine entfernte Ressource; RoboStage lädt nie Dateien herunter. Laden Sie sie herunter und verweisen Sie auf die lokale Kopie (einen relativen Pfad oder model:// mit gesetztem GZ_SIM_RESOURCE_PATH).</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="238"/>
        <source>&apos;%1&apos; is a remote Gazebo Fuel resource and no Fuel cache folder is set; RoboStage never downloads files.</source>
        <translation>&apos;%1&apos; ist eine entfernte Gazebo-Fuel-Ressource, und es ist kein Fuel-Cache-Ordner gesetzt; RoboStage lädt nie Dateien herunter.</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="242"/>
        <source>&apos;%1&apos; is a remote Gazebo Fuel resource that is not in the local Fuel cache; RoboStage never downloads files.</source>
        <translation>&apos;%1&apos; ist eine entfernte Gazebo-Fuel-Ressource, die nicht im lokalen Fuel-Cache liegt; RoboStage lädt nie Dateien herunter.</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="247"/>
        <source>Download it once with Gazebo (gz fuel download -u URL, or by running the world in Gazebo Sim), or set GZ_FUEL_CACHE_PATH to the Fuel cache that holds it.</source>
        <translation>Laden Sie sie einmal mit Gazebo herunter (gz fuel download -u URL oder indem Sie die Welt in Gazebo Sim ausführen), oder setzen Sie GZ_FUEL_CACHE_PATH auf den Fuel-Cache, der sie enthält.</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="195"/>
        <source>The URI names no %1; expected %1://NAME/path.</source>
        <translation>Die URI nennt kein %1; erwartet wird %1://NAME/pfad.</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="215"/>
        <source>The scheme &apos;%1://&apos; is not supported; use package://, model://, file:// or a path.</source>
        <translation>Das Schema &apos;%1://&apos; wird nicht unterstützt; verwenden Sie package://, model://, file:// oder einen Pfad.</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="267"/>
        <source>Check that the file exists.</source>
        <translation>Prüfen Sie, ob die Datei existiert.</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="279"/>
        <source>Relative file:// paths are taken from the folder of the referring file, then from GZ_SIM_RESOURCE_PATH / SDF_PATH / GAZEBO_MODEL_PATH; check that the file exists or add its folder to one of them.</source>
        <translation>Relative file://-Pfade werden im Ordner der verweisenden Datei gesucht, dann in GZ_SIM_RESOURCE_PATH / SDF_PATH / GAZEBO_MODEL_PATH; prüfen Sie, ob die Datei existiert, oder fügen Sie ihren Ordner einer dieser Variablen hinzu.</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="283"/>
        <source>Relative paths are taken from the folder of the referring file; check that the file exists there.</source>
        <translation>Relative Pfade werden im Ordner der verweisenden Datei gesucht; prüfen Sie, ob die Datei dort existiert.</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="306"/>
        <source>Package &apos;%1&apos; was not found: set ROS_PACKAGE_PATH (or AMENT_PREFIX_PATH) to a folder that contains it, or open the file from inside the package.</source>
        <translation>Paket &apos;%1&apos; wurde nicht gefunden: Setzen Sie ROS_PACKAGE_PATH (oder AMENT_PREFIX_PATH) auf einen Ordner, der es enthält, oder öffnen Sie die Datei aus dem Paket heraus.</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="310"/>
        <source>Package &apos;%1&apos; was found at %2, but it has no &apos;%3&apos;.</source>
        <translation>Paket &apos;%1&apos; wurde in %2 gefunden, enthält aber kein &apos;%3&apos;.</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="347"/>
        <source>Model &apos;%1&apos; was not found: add the folder that contains it to GZ_SIM_RESOURCE_PATH (or SDF_PATH / GAZEBO_MODEL_PATH).</source>
        <translation>Modell &apos;%1&apos; wurde nicht gefunden: Fügen Sie den Ordner, der es enthält, zu GZ_SIM_RESOURCE_PATH (oder SDF_PATH / GAZEBO_MODEL_PATH) hinzu.</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="351"/>
        <source>Model &apos;%1&apos; was found at %2, but it has no &apos;%3&apos;.</source>
        <translation>Modell &apos;%1&apos; wurde in %2 gefunden, enthält aber kein &apos;%3&apos;.</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="398"/>
        <source>Cannot include &apos;%1&apos; (referred to in %2): %3</source>
        <translation>&apos;%1&apos; kann nicht eingebunden werden (verwiesen in %2): %3</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="409"/>
        <source>&apos;%1&apos; is not a model folder.</source>
        <translation>&apos;%1&apos; ist kein Modellordner.</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="466"/>
        <source>%1 is not a model folder: it has no model.config naming an existing file and no model.sdf.</source>
        <translation>%1 ist kein Modellordner: Er hat weder eine model.config, die eine vorhandene Datei nennt, noch eine model.sdf.</translation>
    </message>
    <message>
        <location filename="../model/resourceresolver.cpp" line="471"/>
        <source>A model folder needs a model.config with &lt;sdf version=&quot;…&quot;&gt;FILE&lt;/sdf&gt;, or a model.sdf.</source>
        <translation>Ein Modellordner braucht eine model.config mit &lt;sdf version=&quot;…&quot;&gt;DATEI&lt;/sdf&gt; oder eine model.sdf.</translation>
    </message>
</context>
<context>
    <name>edit</name>
    <message>
        <location filename="../app/geometryedits.cpp" line="39"/>
        <source>expected NAME=SHAPE</source>
        <translation>erwartet NAME=FORM</translation>
    </message>
    <message>
        <location filename="../app/geometryedits.cpp" line="107"/>
        <source>give LINK=box|cylinder|sphere|capsule|hull, optionally followed by ,replace and by ,visual=NAME for each visual to fit (default: all)</source>
        <translation>geben Sie LINK=box|cylinder|sphere|capsule|hull an, optional gefolgt von ,replace und von ,visual=NAME für jedes anzupassende Visual (Standard: alle)</translation>
    </message>
</context>
<context>
    <name>robostage</name>
    <message>
        <location filename="../model/document.cpp" line="44"/>
        <source>the file is empty or has no XML element</source>
        <translation>die Datei ist leer oder enthält kein XML-Element</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="46"/>
        <source>&lt;%1&gt; is not closed, or is closed by a different tag</source>
        <translation>&lt;%1&gt; ist nicht geschlossen oder wird von einem anderen Tag geschlossen</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="48"/>
        <source>an element could not be read (%1)</source>
        <translation>ein Element konnte nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="50"/>
        <source>an attribute could not be read (%1); attribute values need quotes</source>
        <translation>ein Attribut konnte nicht gelesen werden (%1); Attributwerte brauchen Anführungszeichen</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="52"/>
        <source>text outside of any element or not XML at all</source>
        <translation>Text außerhalb jedes Elements oder überhaupt kein XML</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="54"/>
        <source>a comment is not closed with --&gt;</source>
        <translation>ein Kommentar ist nicht mit --&gt; geschlossen</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="67"/>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="72"/>
        <source>the file contains binary data, not XML text</source>
        <translation>die Datei enthält Binärdaten, keinen XML-Text</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="78"/>
        <source>the file does not start with &apos;&lt;&apos;, so it is not XML</source>
        <translation>die Datei beginnt nicht mit &apos;&lt;&apos; und ist daher kein XML</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="14"/>
        <source>&amp;Fit to Scene</source>
        <translation>Szene &amp;einpassen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="25"/>
        <source>F&amp;ront View</source>
        <translation>&amp;Vorderansicht</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="26"/>
        <source>&amp;Top View</source>
        <translation>&amp;Draufsicht</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="27"/>
        <source>&amp;Side View</source>
        <translation>&amp;Seitenansicht</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="28"/>
        <source>&amp;Iso View</source>
        <translation>&amp;Isometrische Ansicht</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="30"/>
        <source>&amp;Camera</source>
        <translation>&amp;Kamera</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="40"/>
        <source>&amp;Perspective</source>
        <translation>&amp;Perspektivisch</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="43"/>
        <source>&amp;Orthographic</source>
        <translation>&amp;Orthografisch</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="53"/>
        <source>&amp;Reset Camera</source>
        <translation>Kamera &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="62"/>
        <source>S&amp;how</source>
        <translation>An&amp;zeigen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="70"/>
        <source>&amp;Visuals</source>
        <translation>&amp;Visuals</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="72"/>
        <source>&amp;Collisions</source>
        <translation>&amp;Kollisionen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="74"/>
        <source>&amp;Both</source>
        <translation>&amp;Beides</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="97"/>
        <source>&amp;Solid</source>
        <translation>&amp;Solide</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="99"/>
        <source>&amp;Wireframe</source>
        <translation>&amp;Drahtgitter</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="101"/>
        <source>&amp;Transparent</source>
        <translation>&amp;Transparent</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="130"/>
        <source>Link &amp;Frames</source>
        <translation>&amp;Link-Frames</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="131"/>
        <source>&amp;Joint Axes</source>
        <translation>&amp;Gelenkachsen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="132"/>
        <source>Centre of &amp;Mass / Inertia</source>
        <translation>Sch&amp;werpunkt / Trägheit</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="134"/>
        <source>&amp;Light Markers</source>
        <translation>Lic&amp;htmarkierungen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="135"/>
        <source>Camera F&amp;rustums</source>
        <translation>Kamera-Sichtpyr&amp;amiden</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="136"/>
        <source>&amp;Drake Force Elements</source>
        <translation>D&amp;rake-Kraftelemente</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="160"/>
        <source>&amp;Grid and Origin Axes</source>
        <translation>G&amp;itter und Ursprungsachsen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="162"/>
        <source>S&amp;ky</source>
        <translation>Hi&amp;mmel</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="164"/>
        <source>F&amp;og</source>
        <translation>&amp;Nebel</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="166"/>
        <source>S&amp;hadows</source>
        <translation>&amp;Schatten</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/viewmenu.cpp" line="173"/>
        <source>Grid</source>
        <translation>Gitter</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="410"/>
        <source>light &apos;%1&apos; (URDF has no lights)</source>
        <translation>Licht &apos;%1&apos; (URDF kennt keine Lichter)</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="412"/>
        <source>world frame &apos;%1&apos;</source>
        <translation>Welt-Frame &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="414"/>
        <source>&lt;%1&gt; of the world</source>
        <translation>&lt;%1&gt; der Welt</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="425"/>
        <source>the file is not SDFormat; only SDFormat converts to URDF</source>
        <translation>die Datei ist kein SDFormat; nur SDFormat lässt sich nach URDF konvertieren</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="431"/>
        <source>the file has %1 models; a URDF describes exactly one robot</source>
        <translation>die Datei hat %1 Modelle; ein URDF beschreibt genau einen Roboter</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="438"/>
        <source>world joint &apos;%1&apos; cannot be expressed: URDF joints connect links of one robot</source>
        <translation>Weltgelenk &apos;%1&apos; lässt sich nicht ausdrücken: URDF-Gelenke verbinden Links eines Roboters</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="445"/>
        <source>nested model &apos;%1&apos; cannot be expressed: a URDF robot has no nested robots</source>
        <translation>verschachteltes Modell &apos;%1&apos; lässt sich nicht ausdrücken: Ein URDF-Roboter hat keine verschachtelten Roboter</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="450"/>
        <source>model &apos;%1&apos; has no link</source>
        <translation>Modell &apos;%1&apos; hat keinen Link</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="423"/>
        <location filename="../model/convert/urdftosdf.cpp" line="435"/>
        <source>SDFormat version &apos;%1&apos; cannot be written; use 1.9, 1.10 or 1.11</source>
        <translation>SDFormat-Version &apos;%1&apos; kann nicht geschrieben werden; verwenden Sie 1.9, 1.10 oder 1.11</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="428"/>
        <source>the file is not a SimRobot scene</source>
        <translation>die Datei ist keine SimRobot-Szene</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdf.cpp" line="440"/>
        <source>the file is not a URDF robot; only URDF converts to SDFormat</source>
        <translation>die Datei ist kein URDF-Roboter; nur URDF lässt sich nach SDFormat konvertieren</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="38"/>
        <source>cannot write the file: %1</source>
        <translation>die Datei kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="146"/>
        <source>1 model</source>
        <translation>1 Modell</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="147"/>
        <source>%1 models</source>
        <translation>%1 Modelle</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="148"/>
        <source>1 link</source>
        <translation>1 Link</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="149"/>
        <source>%1 links</source>
        <translation>%1 Links</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="150"/>
        <source>1 joint</source>
        <translation>1 Gelenk</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="151"/>
        <source>%1 joints</source>
        <translation>%1 Gelenke</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="152"/>
        <source>1 frame</source>
        <translation>1 Frame</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="153"/>
        <source>%1 frames</source>
        <translation>%1 Frames</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="154"/>
        <source>1 visual</source>
        <translation>1 Visual</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="155"/>
        <source>%1 visuals</source>
        <translation>%1 Visuals</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="156"/>
        <source>1 collision</source>
        <translation>1 Kollision</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="157"/>
        <source>%1 collisions</source>
        <translation>%1 Kollisionen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="158"/>
        <source>1 light</source>
        <translation>1 Licht</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="159"/>
        <source>%1 lights</source>
        <translation>%1 Lichter</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="160"/>
        <source>1 sensor</source>
        <translation>1 Sensor</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="161"/>
        <source>%1 sensors</source>
        <translation>%1 Sensoren</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="172"/>
        <source>no entity changed</source>
        <translation>keine Entität geändert</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/scenechanges.cpp" line="173"/>
        <source>%1 changed</source>
        <translation>%1 geändert</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/imageexport.cpp" line="32"/>
        <source>there is nothing to draw</source>
        <translation>es gibt nichts zu zeichnen</translation>
    </message>
    <message>
        <location filename="../widgets/properties/fuelnote.cpp" line="19"/>
        <source>from the Fuel cache entry %1</source>
        <translation>aus dem Fuel-Cache-Eintrag %1</translation>
    </message>
    <message>
        <location filename="../model/geometry/trianglemesh.cpp" line="94"/>
        <source>mesh &apos;%1&apos; was not found</source>
        <translation>Mesh &apos;%1&apos; wurde nicht gefunden</translation>
    </message>
    <message>
        <location filename="../model/geometry/trianglemesh.cpp" line="118"/>
        <source>mesh &apos;%1&apos; has no triangles to measure</source>
        <translation>Mesh &apos;%1&apos; hat keine Dreiecke zum Vermessen</translation>
    </message>
    <message>
        <location filename="../model/geometry/autoinertial.cpp" line="44"/>
        <source>link %1 has &lt;inertial auto=&quot;true&quot;&gt; but no &lt;collision&gt; to compute it from; add a collision, or write the inertial&apos;s values and remove auto=&quot;true&quot;</source>
        <translation>Link %1 hat &lt;inertial auto=&quot;true&quot;&gt;, aber kein &lt;collision&gt;, aus dem es berechnet werden kann; fügen Sie eine Kollision hinzu oder schreiben Sie die Werte des Inertials und entfernen Sie auto=&quot;true&quot;</translation>
    </message>
    <message>
        <location filename="../model/geometry/autoinertial.cpp" line="58"/>
        <source>collision &apos;%1&apos; is left out of link %2&apos;s automatic inertial: %3</source>
        <translation>Kollision &apos;%1&apos; bleibt beim automatischen Inertial von Link %2 unberücksichtigt: %3</translation>
    </message>
    <message>
        <location filename="../model/geometry/autoinertial.cpp" line="59"/>
        <location filename="../model/geometry/massproperties.cpp" line="92"/>
        <location filename="../model/geometry/massproperties.cpp" line="121"/>
        <location filename="../model/geometry/trianglemesh.cpp" line="184"/>
        <source>the shape has no volume</source>
        <translation>die Form hat kein Volumen</translation>
    </message>
    <message>
        <location filename="../model/geometry/autoinertial.cpp" line="69"/>
        <source>link %1 has &lt;inertial auto=&quot;true&quot;&gt; but no collision with a volume; its inertial values are the file&apos;s</source>
        <translation>Link %1 hat &lt;inertial auto=&quot;true&quot;&gt;, aber keine Kollision mit Volumen; seine Inertialwerte sind die der Datei</translation>
    </message>
    <message>
        <location filename="../model/geometry/autoinertial.cpp" line="76"/>
        <source>a collision mesh of link %1 is not closed: its automatic inertial may be far off</source>
        <translation>ein Kollisionsnetz von Link %1 ist nicht geschlossen: sein automatisches Inertial kann weit danebenliegen</translation>
    </message>
    <message>
        <location filename="../model/geometry/convexhull.cpp" line="85"/>
        <source>Qhull could not make the hull: %1</source>
        <translation>Qhull konnte die Hülle nicht bilden: %1</translation>
    </message>
    <message>
        <location filename="../model/geometry/convexhull.cpp" line="102"/>
        <source>a hull needs at least 4 points, there are %1</source>
        <translation>eine Hülle braucht mindestens 4 Punkte, es sind %1</translation>
    </message>
    <message>
        <location filename="../model/geometry/fitcollision.cpp" line="63"/>
        <source>IoU %1, visual outside %2 m, collision outside %3 m, uncovered %4 %</source>
        <translation>IoU %1, Visual ragt %2 m heraus, Kollision ragt %3 m heraus, unbedeckt %4 %</translation>
    </message>
    <message>
        <location filename="../model/geometry/inertialcheck.cpp" line="60"/>
        <source>link %1: %2; simulators refuse or mishandle such a link</source>
        <translation>Link %1: %2; Simulatoren lehnen einen solchen Link ab oder behandeln ihn falsch</translation>
    </message>
    <message>
        <location filename="../model/geometry/inertialcheck.cpp" line="82"/>
        <source>link %1: its inertia (principal moments %2 kg·m²) is %3 times %4 than its collision geometry gives at its mass of %5 kg (%6 kg·m²); check the units and values, or compute it (Edit › Compute Inertia…)</source>
        <translation>Link %1: seine Trägheit (Hauptmomente %2 kg·m²) ist %3-mal %4 als die, die seine Kollisionsgeometrie bei seiner Masse von %5 kg ergibt (%6 kg·m²); Einheiten und Werte prüfen oder berechnen lassen (Bearbeiten › Trägheit berechnen…)</translation>
    </message>
    <message>
        <location filename="../model/geometry/inertialcheck.cpp" line="87"/>
        <source>larger</source>
        <translation>größer</translation>
    </message>
    <message>
        <location filename="../model/geometry/inertialcheck.cpp" line="87"/>
        <source>smaller</source>
        <translation>kleiner</translation>
    </message>
    <message>
        <location filename="../model/geometry/meshfile.cpp" line="51"/>
        <source>%1: Assimp could not write the mesh: %2</source>
        <translation>%1: Assimp konnte das Mesh nicht schreiben: %2</translation>
    </message>
    <message>
        <location filename="../model/geometry/meshfile.cpp" line="60"/>
        <source>%1: cannot write the mesh file: %2</source>
        <translation>%1: die Mesh-Datei kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../model/geometry/shapefit.cpp" line="79"/>
        <source>%1 has no visual named &apos;%2&apos;</source>
        <translation>%1 hat kein Visual namens &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../model/geometry/shapefit.cpp" line="91"/>
        <source>%1 has no visual with a surface to fit a collision shape to%2</source>
        <translation>%1 hat kein Visual mit Oberfläche, an das eine Kollisionsform angepasst werden kann%2</translation>
    </message>
    <message>
        <location filename="../model/geometry/shapefit.cpp" line="102"/>
        <source>%1: the visuals have no volume to fit a collision shape to (%2)</source>
        <translation>%1: die Visuals haben kein Volumen, an das eine Kollisionsform angepasst werden kann (%2)</translation>
    </message>
    <message>
        <location filename="../model/geometry/shapefit.cpp" line="132"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>robostage::AddActions</name>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="67"/>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="78"/>
        <source>&amp;Model…</source>
        <translation>&amp;Modell…</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="78"/>
        <source>&amp;Link…</source>
        <translation>&amp;Link…</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="79"/>
        <source>&amp;Joint…</source>
        <translation>&amp;Gelenk…</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="79"/>
        <source>&amp;Visual…</source>
        <translation>&amp;Visual…</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="80"/>
        <source>&amp;Collision…</source>
        <translation>&amp;Kollision…</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="81"/>
        <source>&amp;Frame…</source>
        <translation>&amp;Frame…</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="81"/>
        <source>L&amp;ight…</source>
        <translation>L&amp;icht…</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="82"/>
        <source>&amp;Sensor…</source>
        <translation>&amp;Sensor…</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="120"/>
        <source>Open or make a file first (File › New)</source>
        <translation>Zuerst eine Datei öffnen oder anlegen (Datei › Neu)</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="131"/>
        <source>A URDF file holds one robot: open or make an SDFormat file</source>
        <translation>Eine URDF-Datei enthält einen Roboter: eine SDFormat-Datei öffnen oder anlegen</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="150"/>
        <source>A joint connects two links: add a second link first</source>
        <translation>Ein Gelenk verbindet zwei Links: zuerst einen zweiten Link hinzufügen</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="154"/>
        <source>Select the model to add it to</source>
        <translation>Das Modell auswählen, dem es hinzugefügt wird</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="163"/>
        <location filename="../widgets/editing/addactions.cpp" line="182"/>
        <location filename="../widgets/editing/addactions.cpp" line="188"/>
        <source>Select the link to add it to</source>
        <translation>Den Link auswählen, dem es hinzugefügt wird</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="167"/>
        <source>URDF has no frames: add a link with a fixed joint instead</source>
        <translation>URDF kennt keine Frames: stattdessen einen Link mit festem Gelenk hinzufügen</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="173"/>
        <source>Select the model or link to add it to</source>
        <translation>Das Modell oder den Link auswählen, dem es hinzugefügt wird</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="194"/>
        <source>Add it to %1</source>
        <translation>Zu %1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactions.cpp" line="307"/>
        <location filename="../widgets/editing/addactions.cpp" line="374"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactionsplace.cpp" line="44"/>
        <source>%1 is gone from the document; add it again</source>
        <translation>%1 ist nicht mehr im Dokument; fügen Sie es erneut hinzu</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactionsplace.cpp" line="67"/>
        <source>Click in the view where %1 goes</source>
        <translation>Klicken Sie in der Ansicht dorthin, wo %1 hin soll</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactionsplace.cpp" line="73"/>
        <source>Click the parent link of joint %1</source>
        <translation>Klicken Sie auf den Eltern-Link von Gelenk %1</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactionsplace.cpp" line="74"/>
        <source>Click the child link of joint %1</source>
        <translation>Klicken Sie auf den Kind-Link von Gelenk %1</translation>
    </message>
    <message>
        <location filename="../widgets/editing/addactionsplace.cpp" line="91"/>
        <source>%1 is not a link of %2: pick the links of the joint&apos;s model</source>
        <translation>%1 ist kein Link von %2: Wählen Sie die Links des Modells des Gelenks</translation>
    </message>
</context>
<context>
    <name>robostage::AddEntityDialog</name>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="55"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="57"/>
        <source>In</source>
        <translation>In</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="140"/>
        <source>Parent joint</source>
        <translation>Eltern-Gelenk</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="65"/>
        <location filename="../widgets/dialogs/adddialog.cpp" line="149"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="152"/>
        <source>Parent link</source>
        <translation>Eltern-Link</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="158"/>
        <source>Child link</source>
        <translation>Kind-Link</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="177"/>
        <source>Pick the parent and then the child link in the view or the scene tree</source>
        <translation>Eltern- und dann Kind-Link in der Ansicht oder im Szenenbaum wählen</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="71"/>
        <source>Geometry</source>
        <translation>Geometrie</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="80"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="97"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="98"/>
        <source>Rotation</source>
        <translation>Rotation</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="101"/>
        <source>Place where you right-clicked in the view</source>
        <translation>Dort platzieren, wo Sie in der Ansicht rechts geklickt haben</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="102"/>
        <source>Place by clicking in the view</source>
        <translation>Durch Klicken in der Ansicht platzieren</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="105"/>
        <source>The entity goes to the point on the surface or the ground you right-clicked, with the rotation above</source>
        <translation>Die Entität kommt an den Punkt auf der Oberfläche oder dem Boden, auf den Sie rechts geklickt haben, mit der obigen Drehung</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="107"/>
        <source>After Add, click a surface or the ground in the 3D view: the entity goes there, with the rotation above</source>
        <translation>Klicken Sie nach „Hinzufügen“ auf eine Oberfläche oder den Boden in der 3D-Ansicht: Die Entität kommt dorthin, mit der obigen Drehung</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="119"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="147"/>
        <source>Joint type</source>
        <translation>Gelenktyp</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="171"/>
        <source>The joint&apos;s axis in the joint frame: it turns about it (revolute, continuous), slides along it (prismatic) or, for a planar joint, moves in the plane normal to it</source>
        <translation>Die Achse des Gelenks im Gelenk-Frame: Es dreht sich um sie (revolute, continuous), gleitet entlang ihr (prismatic) oder bewegt sich bei einem planaren Gelenk in der Ebene senkrecht zu ihr</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="174"/>
        <source>Axis</source>
        <translation>Achse</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="204"/>
        <source>(a new shape)</source>
        <translation>(eine neue Form)</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="206"/>
        <source>visual %1</source>
        <translation>Visual %1</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="207"/>
        <source>Start from a visual&apos;s geometry and pose; change them below before adding if you like</source>
        <translation>Mit Geometrie und Pose eines Visuals beginnen; Sie können sie unten vor dem Hinzufügen ändern</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="209"/>
        <source>Copy of</source>
        <translation>Kopie von</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="252"/>
        <source>package://, model:// or a relative path</source>
        <translation>package://, model:// oder ein relativer Pfad</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="253"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="256"/>
        <source>Scale factor of the mesh</source>
        <translation>Skalierungsfaktor des Meshs</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="259"/>
        <source>scale</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="261"/>
        <source>Mesh</source>
        <translation>Mesh</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="265"/>
        <source>Mesh File</source>
        <translation>Mesh-Datei</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="266"/>
        <source>Meshes (*.dae *.stl *.STL *.obj *.gltf *.glb *.fbx *.ply);;All files (*)</source>
        <translation>Meshes (*.dae *.stl *.STL *.obj *.gltf *.glb *.fbx *.ply);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="302"/>
        <location filename="../widgets/dialogs/adddialog.cpp" line="304"/>
        <source>radius</source>
        <translation>Radius</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/adddialog.cpp" line="304"/>
        <source>length</source>
        <translation>Länge</translation>
    </message>
</context>
<context>
    <name>robostage::AddPicking</name>
    <message>
        <location filename="../widgets/tools/addpicking.cpp" line="50"/>
        <location filename="../widgets/tools/addpicking.cpp" line="80"/>
        <source>%1 (Esc cancels)</source>
        <translation>%1 (Esc bricht ab)</translation>
    </message>
    <message>
        <location filename="../widgets/tools/addpicking.cpp" line="68"/>
        <source>Add cancelled</source>
        <translation>Hinzufügen abgebrochen</translation>
    </message>
</context>
<context>
    <name>robostage::ArgumentsDock</name>
    <message>
        <location filename="../widgets/mainwindow/argumentsdock.cpp" line="28"/>
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/argumentsdock.cpp" line="46"/>
        <source>Defaults</source>
        <translation>Standardwerte</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/argumentsdock.cpp" line="47"/>
        <source>Put every field back to its default value</source>
        <translation>Jedes Feld auf seinen Standardwert zurücksetzen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/argumentsdock.cpp" line="48"/>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/argumentsdock.cpp" line="49"/>
        <source>Expand the file again with these values</source>
        <translation>Die Datei mit diesen Werten erneut expandieren</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/argumentsdock.cpp" line="88"/>
        <source>Arguments are those of xacro files (xacro:arg); this file has none.</source>
        <translation>Argumente gibt es in xacro-Dateien (xacro:arg); diese Datei hat keine.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/argumentsdock.cpp" line="92"/>
        <source>xacro:arg values of %1. Change them and press Apply to expand the file again.</source>
        <translation>xacro:arg-Werte von %1. Ändern Sie sie und klicken Sie auf Anwenden, um die Datei erneut zu expandieren.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/argumentsdock.cpp" line="95"/>
        <source>%1 declares no xacro:arg.</source>
        <translation>%1 deklariert kein xacro:arg.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/argumentsdock.cpp" line="106"/>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/argumentsdock.cpp" line="115"/>
        <source>Default: &apos;%1&apos; (%2)</source>
        <translation>Standard: &apos;%1&apos; (%2)</translation>
    </message>
</context>
<context>
    <name>robostage::BackgroundChecks</name>
    <message>
        <location filename="../model/geometry/backgroundchecks.cpp" line="60"/>
        <source>the inertial checks ran out of memory; their warnings are left out</source>
        <translation>die Trägheitsprüfungen hatten nicht genug Speicher; ihre Warnungen fehlen</translation>
    </message>
</context>
<context>
    <name>robostage::CachedMeshProvider</name>
    <message>
        <location filename="../render/meshprovider.cpp" line="159"/>
        <source>mesh &apos;%1&apos; is drawn as a placeholder cube: %2</source>
        <translation>Mesh &apos;%1&apos; wird als Platzhalter-Würfel gezeichnet: %2</translation>
    </message>
    <message>
        <location filename="../render/meshprovider.cpp" line="164"/>
        <source>its URI did not resolve to a file</source>
        <translation>seine URI wurde nicht zu einer Datei aufgelöst</translation>
    </message>
    <message>
        <location filename="../render/meshprovider.cpp" line="184"/>
        <source>mesh &apos;%1&apos; names texture files that do not exist next to it (%2); its surfaces are drawn without them. Copy the images beside the mesh file.</source>
        <translation>Mesh &apos;%1&apos; nennt Texturdateien, die neben ihm nicht existieren (%2); seine Oberflächen werden ohne sie gezeichnet. Kopieren Sie die Bilder neben die Mesh-Datei.</translation>
    </message>
    <message>
        <location filename="../render/meshprovider.cpp" line="190"/>
        <source>&apos;%1&apos; has no triangles</source>
        <translation>&apos;%1&apos; hat keine Dreiecke</translation>
    </message>
    <message>
        <location filename="../render/meshprovider.cpp" line="191"/>
        <source>&apos;%1&apos; has no submesh &apos;%2&apos;</source>
        <translation>&apos;%1&apos; hat kein Teil-Mesh &apos;%2&apos;</translation>
    </message>
</context>
<context>
    <name>robostage::ClipboardActions</name>
    <message>
        <location filename="../widgets/editing/clipboardactions.cpp" line="33"/>
        <source>Copy a model, link, visual, collision or frame first</source>
        <translation>Kopieren Sie zuerst ein Modell, einen Link, ein Visual, eine Kollision oder einen Frame</translation>
    </message>
    <message>
        <location filename="../widgets/editing/clipboardactions.cpp" line="48"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <location filename="../widgets/editing/clipboardactions.cpp" line="49"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location filename="../widgets/editing/clipboardactions.cpp" line="50"/>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <location filename="../widgets/editing/clipboardactions.cpp" line="94"/>
        <source>Copy the selection and delete it</source>
        <translation>Die Auswahl kopieren und löschen</translation>
    </message>
    <message>
        <location filename="../widgets/editing/clipboardactions.cpp" line="101"/>
        <source>Paste %1 %2 into %3</source>
        <translation>%1 %2 in %3 einfügen</translation>
    </message>
    <message>
        <location filename="../widgets/editing/clipboardactions.cpp" line="122"/>
        <source>Copied %1 %2</source>
        <translation>%1 %2 kopiert</translation>
    </message>
    <message>
        <location filename="../widgets/editing/clipboardactions.cpp" line="175"/>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
</context>
<context>
    <name>robostage::CollisionFitDock</name>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="69"/>
        <source>Collision Fit</source>
        <translation>Kollisionspassung</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="74"/>
        <source>&amp;Heat map</source>
        <translation>&amp;Heatmap</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="76"/>
        <source>Check over joint &amp;ranges</source>
        <translation>Über Gelenk&amp;bereiche prüfen</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="77"/>
        <source>&amp;Fit collision…</source>
        <translation>Kollision an&amp;passen…</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="78"/>
        <source>&amp;SRDF…</source>
        <translation>&amp;SRDF…</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="79"/>
        <source>Check &amp;anyway</source>
        <translation>&amp;Trotzdem prüfen</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="85"/>
        <source>Colour each link in the view by how well its collisions fit its visuals: green is a close fit, red a poor one</source>
        <translation>Jeden Link in der Ansicht danach färben, wie gut seine Kollisionen zu seinen Visuals passen: grün passt gut, rot schlecht</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="87"/>
        <source>Sample every joint over its range and list the pairs of links that collide somewhere</source>
        <translation>Jedes Gelenk über seinen Bereich abtasten und die Link-Paare auflisten, die irgendwo kollidieren</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="89"/>
        <source>Generate a collision shape for the selected link from its visuals: box, cylinder, sphere, capsule or convex hull</source>
        <translation>Eine Kollisionsform für den gewählten Link aus seinen Visuals erzeugen: Quader, Zylinder, Kugel, Kapsel oder konvexe Hülle</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="93"/>
        <source>Also check the pairs of links whose &lt;self_collide&gt; is false (a view option: the file is not changed)</source>
        <translation>Auch die Paare von Links prüfen, deren &lt;self_collide&gt; false ist (eine Ansichtsoption: die Datei wird nicht geändert)</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="96"/>
        <source>Choose the MoveIt SRDF file whose &lt;disable_collisions&gt; pairs are not checked (by default the .srdf of the same name beside the file)</source>
        <translation>Die MoveIt-SRDF-Datei wählen, deren &lt;disable_collisions&gt;-Paare nicht geprüft werden (standardmäßig die gleichnamige .srdf neben der Datei)</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="111"/>
        <source>Link A</source>
        <translation>Link A</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="111"/>
        <source>Link B</source>
        <translation>Link B</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="111"/>
        <source>Depth mm</source>
        <translation>Tiefe mm</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="111"/>
        <source>Joints</source>
        <translation>Gelenke</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="122"/>
        <source>IoU ≤ 0.3</source>
        <translation>IoU ≤ 0,3</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="124"/>
        <source>≥ 0.9</source>
        <translation>≥ 0,9</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="125"/>
        <source>Heat map: red where the collisions fit the visuals poorly (intersection over union 0.3 or less), green where they fit closely (0.9 or more)</source>
        <translation>Heatmap: rot, wo die Kollisionen schlecht zu den Visuals passen (Intersection over Union 0,3 oder weniger), grün, wo sie eng anliegen (0,9 oder mehr)</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="197"/>
        <source>Show how well each link&apos;s collisions fit its visuals and which links collide</source>
        <translation>Zeigen, wie gut die Kollisionen jedes Links zu seinen Visuals passen und welche Links kollidieren</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="256"/>
        <source>Not measured yet.</source>
        <translation>Noch nicht gemessen.</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="297"/>
        <source>Measuring…</source>
        <translation>Wird gemessen…</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="325"/>
        <source>Out of memory while measuring the collision shapes.</source>
        <translation>Nicht genug Speicher, um die Kollisionsformen zu vermessen.</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitsrdf.cpp" line="32"/>
        <source>Choose the SRDF of %1</source>
        <translation>SRDF für %1 wählen</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitsrdf.cpp" line="33"/>
        <source>SRDF files (*.srdf);;All files (*)</source>
        <translation>SRDF-Dateien (*.srdf);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/collisionfit/collisionfitsrdf.cpp" line="56"/>
        <source>%n link(s) measured.</source>
        <translation>
            <numerusform>%n Link gemessen.</numerusform>
            <numerusform>%n Links gemessen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/collisionfit/collisionfitsrdf.cpp" line="59"/>
        <source>%n with open meshes (measured by a vote of rays).</source>
        <translation>
            <numerusform>%n davon mit offenen Meshes (per Strahlenabstimmung gemessen).</numerusform>
            <numerusform>%n davon mit offenen Meshes (per Strahlenabstimmung gemessen).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitsrdf.cpp" line="62"/>
        <source>Pairs disabled in %1 are left out.</source>
        <translation>In %1 abgeschaltete Paare sind ausgenommen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/collisionfit/collisionfitsrdf.cpp" line="69"/>
        <source>%n more not checked.</source>
        <translation>
            <numerusform>%n weiteres nicht geprüft.</numerusform>
            <numerusform>%n weitere nicht geprüft.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitdock.cpp" line="436"/>
        <source>Select a link (in the view, the scene tree or the table) to fit a collision shape to its visuals.</source>
        <translation>Einen Link wählen (in der Ansicht, im Szenenbaum oder in der Tabelle), um eine Kollisionsform an seine Visuals anzupassen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/collisionfit/collisionfitpairs.cpp" line="62"/>
        <source>At the joint positions now: %n pair(s)</source>
        <translation>
            <numerusform>Bei den aktuellen Gelenkstellungen: %n Paar</numerusform>
            <numerusform>Bei den aktuellen Gelenkstellungen: %n Paare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/collisionfit/collisionfitpairs.cpp" line="64"/>
        <source> (%n pair(s) not checked: their links have &lt;self_collide&gt;false)</source>
        <translation>
            <numerusform> (%n Paar nicht geprüft: seine Links haben &lt;self_collide&gt;false)</numerusform>
            <numerusform> (%n Paare nicht geprüft: ihre Links haben &lt;self_collide&gt;false)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitpairs.cpp" line="78"/>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitpairs.cpp" line="86"/>
        <source>links %1 and %2 collide at the current joint positions, %3 mm deep (View › Collision Fit)</source>
        <translation>die Links %1 und %2 kollidieren bei den aktuellen Gelenkstellungen, %3 mm tief (Ansicht › Kollisionspassung)</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitpairs.cpp" line="100"/>
        <source>Not measured yet: wait for the measurement to finish.</source>
        <translation>Noch nicht gemessen: warten, bis die Messung fertig ist.</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitpairs.cpp" line="118"/>
        <source>Over the joint ranges (%1): %2</source>
        <translation>Über die Gelenkbereiche (%1): %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/collisionfit/collisionfitpairs.cpp" line="119"/>
        <source>%n joint(s) sampled</source>
        <translation>
            <numerusform>%n Gelenk abgetastet</numerusform>
            <numerusform>%n Gelenke abgetastet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/collisionfit/collisionfitpairs.cpp" line="120"/>
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n Paar</numerusform>
            <numerusform>%n Paare</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitpairs.cpp" line="136"/>
        <source>Click to move the joints here</source>
        <translation>Klicken, um die Gelenke hierhin zu stellen</translation>
    </message>
</context>
<context>
    <name>robostage::CollisionFitModel</name>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="75"/>
        <source>Measured before the last edit; measuring again</source>
        <translation>Vor der letzten Änderung gemessen; wird neu gemessen</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="108"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="108"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="112"/>
        <source>A mesh of this link is not closed: its inside is a majority vote of rays along ±x, ±y and ±z.</source>
        <translation>Ein Mesh dieses Links ist nicht geschlossen: sein Inneres ergibt sich aus einer Mehrheitsabstimmung von Strahlen entlang ±x, ±y und ±z.</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="137"/>
        <source>Link</source>
        <translation>Link</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="139"/>
        <source>Visual cm³</source>
        <translation>Visual cm³</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="141"/>
        <source>Collision cm³</source>
        <translation>Kollision cm³</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="143"/>
        <source>IoU</source>
        <translation>IoU</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="145"/>
        <source>Visual out mm</source>
        <translation>Visual außen mm</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="147"/>
        <source>Collision out mm</source>
        <translation>Kollision außen mm</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="149"/>
        <source>Uncovered %</source>
        <translation>Unbedeckt %</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="151"/>
        <source>Closed</source>
        <translation>Geschlossen</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="159"/>
        <source>Volume of the union of the link&apos;s visuals</source>
        <translation>Volumen der Vereinigung der Visuals des Links</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="161"/>
        <source>Volume of the union of the link&apos;s collisions</source>
        <translation>Volumen der Vereinigung der Kollisionen des Links</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="163"/>
        <source>Intersection over union of the visuals and the collisions: 1 is a perfect fit</source>
        <translation>Schnitt durch Vereinigung von Visuals und Kollisionen: 1 ist eine perfekte Passung</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="166"/>
        <source>How far the visuals stick out of the collisions at most (the red mark)</source>
        <translation>Wie weit die Visuals höchstens aus den Kollisionen herausragen (die rote Marke)</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="168"/>
        <source>How far the collisions reach beyond the visuals at most (the blue mark)</source>
        <translation>Wie weit die Kollisionen höchstens über die Visuals hinausreichen (die blaue Marke)</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="171"/>
        <source>Share of the visual volume that no collision covers</source>
        <translation>Anteil des Visual-Volumens, den keine Kollision abdeckt</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/collisionfitmodel.cpp" line="173"/>
        <source>Whether every mesh of the link is closed</source>
        <translation>Ob jedes Mesh des Links geschlossen ist</translation>
    </message>
</context>
<context>
    <name>robostage::ComputeInertiaDialog</name>
    <message>
        <location filename="../widgets/collisionfit/computeinertiadialog.cpp" line="51"/>
        <source>Compute Inertia of %1</source>
        <translation>Trägheit von %1 berechnen</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/computeinertiadialog.cpp" line="55"/>
        <source>Uniform density (kg/m³)</source>
        <translation>Gleichmäßige Dichte (kg/m³)</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/computeinertiadialog.cpp" line="56"/>
        <source>Total mass (kg)</source>
        <translation>Gesamtmasse (kg)</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/computeinertiadialog.cpp" line="63"/>
        <source>From the link&apos;s collisions, or its visuals when it has none. Each shape counts on its own, as in gz-sim.</source>
        <translation>Aus den Kollisionen des Links, oder seinen Visuals, wenn er keine hat. Jede Form zählt für sich, wie in gz-sim.</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/computeinertiadialog.cpp" line="66"/>
        <source>&amp;Apply</source>
        <translation>&amp;Anwenden</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/computeinertiadialog.cpp" line="69"/>
        <source>&amp;Basis:</source>
        <translation>&amp;Grundlage:</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/computeinertiadialog.cpp" line="70"/>
        <source>&amp;Value:</source>
        <translation>&amp;Wert:</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/computeinertiadialog.cpp" line="84"/>
        <source>Compute &amp;Inertia…</source>
        <translation>&amp;Trägheit berechnen…</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/computeinertiadialog.cpp" line="86"/>
        <source>Set the selected link&apos;s mass, centre of mass and inertia from its collision geometry</source>
        <translation>Masse, Schwerpunkt und Trägheit des gewählten Links aus seiner Kollisionsgeometrie setzen</translation>
    </message>
</context>
<context>
    <name>robostage::ContextMenus</name>
    <message>
        <location filename="../widgets/editing/contextmenus.cpp" line="61"/>
        <source>&amp;Focus on Selection</source>
        <translation>Auf Auswahl &amp;fokussieren</translation>
    </message>
    <message>
        <location filename="../widgets/editing/contextmenus.cpp" line="63"/>
        <source>Turn the camera to the selection so that it fills the view</source>
        <translation>Die Kamera auf die Auswahl richten, sodass sie die Ansicht ausfüllt</translation>
    </message>
    <message>
        <location filename="../widgets/editing/contextmenus.cpp" line="68"/>
        <location filename="../widgets/editing/contextmenus.cpp" line="150"/>
        <source>&amp;Hide Selected</source>
        <translation>Auswahl &amp;ausblenden</translation>
    </message>
    <message>
        <location filename="../widgets/editing/contextmenus.cpp" line="70"/>
        <source>Hide or show the visuals and collisions of the selection</source>
        <translation>Die Visuals und Kollisionen der Auswahl aus- oder einblenden</translation>
    </message>
    <message>
        <location filename="../widgets/editing/contextmenus.cpp" line="72"/>
        <source>Copy &amp;Name</source>
        <translation>&amp;Namen kopieren</translation>
    </message>
    <message>
        <location filename="../widgets/editing/contextmenus.cpp" line="74"/>
        <source>Copy the name of the selected entity to the clipboard</source>
        <translation>Den Namen der ausgewählten Entität in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <location filename="../widgets/editing/contextmenus.cpp" line="82"/>
        <location filename="../widgets/editing/contextmenus.cpp" line="157"/>
        <source>&amp;Open Containing File</source>
        <translation>&amp;Zugehörige Datei öffnen</translation>
    </message>
    <message>
        <location filename="../widgets/editing/contextmenus.cpp" line="84"/>
        <source>Open the file the selected entity was read from</source>
        <translation>Die Datei öffnen, aus der die ausgewählte Entität gelesen wurde</translation>
    </message>
    <message>
        <location filename="../widgets/editing/contextmenus.cpp" line="150"/>
        <source>&amp;Show Selected</source>
        <translation>Auswahl &amp;anzeigen</translation>
    </message>
    <message>
        <location filename="../widgets/editing/contextmenus.cpp" line="157"/>
        <source>Show Containing &amp;Folder</source>
        <translation>Enthaltenden &amp;Ordner anzeigen</translation>
    </message>
    <message>
        <location filename="../widgets/editing/contextmenus.cpp" line="159"/>
        <source>Select an entity to open the file it was read from</source>
        <translation>Wählen Sie ein Element, um die Datei zu öffnen, aus der es gelesen wurde</translation>
    </message>
    <message>
        <location filename="../widgets/editing/contextmenus.cpp" line="160"/>
        <source>Show the folder of %1 in the file manager</source>
        <translation>Den Ordner von %1 im Dateimanager anzeigen</translation>
    </message>
    <message>
        <location filename="../widgets/editing/contextmenus.cpp" line="162"/>
        <source>Open %1, which the selected entity was read from</source>
        <translation>%1 öffnen, aus der das ausgewählte Element gelesen wurde</translation>
    </message>
</context>
<context>
    <name>robostage::DiagnosticsDock</name>
    <message>
        <location filename="../widgets/mainwindow/diagnosticsdock.cpp" line="13"/>
        <location filename="../widgets/mainwindow/diagnosticsdock.cpp" line="58"/>
        <source>Diagnostics</source>
        <translation>Diagnosen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/diagnosticsdock.cpp" line="19"/>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/diagnosticsdock.cpp" line="19"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/diagnosticsdock.cpp" line="19"/>
        <source>Location</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/diagnosticsdock.cpp" line="49"/>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/diagnosticsdock.cpp" line="49"/>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/diagnosticsdock.cpp" line="58"/>
        <source>Diagnostics (%1)</source>
        <translation>Diagnosen (%1)</translation>
    </message>
</context>
<context>
    <name>robostage::DifferencesDock</name>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="50"/>
        <source>Differences</source>
        <translation>Unterschiede</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="54"/>
        <source>&amp;Stop Comparing</source>
        <translation>Vergleich &amp;beenden</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="60"/>
        <source>Entity</source>
        <translation>Entität</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="60"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="94"/>
        <source>Compare &amp;With…</source>
        <translation>&amp;Vergleichen mit…</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="95"/>
        <source>Compare With &amp;Saved</source>
        <translation>Mit &amp;Gespeichertem vergleichen</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="99"/>
        <source>Compare With</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="101"/>
        <source>Robot and world descriptions (*.sdf *.world *.urdf *.xacro *.ros2 *.rsi2);;All files (*)</source>
        <translation>Roboter- und Weltbeschreibungen (*.sdf *.world *.urdf *.xacro *.ros2 *.rsi2);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="108"/>
        <source>Show another description as a ghost in the view and list what differs</source>
        <translation>Eine andere Beschreibung als Geist in der Ansicht zeigen und auflisten, was sich unterscheidet</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="115"/>
        <source>Show the file as last saved as a ghost and list the unsaved changes</source>
        <translation>Die Datei wie zuletzt gespeichert als Geist zeigen und die nicht gespeicherten Änderungen auflisten</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="142"/>
        <location filename="../widgets/compare/differencesdock.cpp" line="178"/>
        <source>Compare: open a file first</source>
        <translation>Vergleichen: Öffnen Sie zuerst eine Datei</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="146"/>
        <source>Compare: %1 cannot be read; check the path</source>
        <translation>Vergleichen: %1 kann nicht gelesen werden; prüfen Sie den Pfad</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="151"/>
        <source>Compare: %1 is not a description RoboStage reads</source>
        <translation>Vergleichen: %1 ist keine Beschreibung, die RoboStage liest</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="208"/>
        <source>File › Compare With… shows another description, or Compare With Saved the file as last saved, as a ghost in the view, and lists what differs here.</source>
        <translation>Datei › Vergleichen mit… zeigt eine andere Beschreibung, Mit Gespeichertem vergleichen die Datei wie zuletzt gespeichert, als Geist in der Ansicht und listet hier auf, was sich unterscheidet.</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="232"/>
        <source>%1, added</source>
        <translation>%1, hinzugefügt</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="233"/>
        <source>%1, removed</source>
        <translation>%1, entfernt</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="242"/>
        <source>Moved with the changes</source>
        <translation>Mit den Änderungen bewegt</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="247"/>
        <source>%1 mm, %2°</source>
        <translation>%1 mm, %2°</translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="256"/>
        <source>No differences from %1.</source>
        <translation>Keine Unterschiede zu %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/compare/differencesdock.cpp" line="257"/>
        <source>Compared with %1 (the ghost): %n entities differ</source>
        <translation>
            <numerusform>Verglichen mit %1 (dem Geist): %n Entität unterscheidet sich</numerusform>
            <numerusform>Verglichen mit %1 (dem Geist): %n Entitäten unterscheiden sich</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/compare/differencesdock.cpp" line="269"/>
        <source>%1 is only in %2</source>
        <translation>%1 gibt es nur in %2</translation>
    </message>
</context>
<context>
    <name>robostage::Document</name>
    <message>
        <location filename="../model/document.cpp" line="158"/>
        <source>The path contains bytes that are not UTF-8 (shown as %1), which RoboStage cannot open; rename the file or folder to UTF-8 (for example with convmv).</source>
        <translation>Der Pfad enthält Bytes, die kein UTF-8 sind (als %1 angezeigt); RoboStage kann ihn nicht öffnen. Benennen Sie die Datei oder den Ordner in UTF-8 um (zum Beispiel mit convmv).</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="161"/>
        <source>Check that the file exists and is readable.</source>
        <translation>Prüfen Sie, ob die Datei existiert und lesbar ist.</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="163"/>
        <source>cannot read &apos;%1&apos;: %2. %3</source>
        <translation>„%1“ kann nicht gelesen werden: %2. %3</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="170"/>
        <source>%1. RoboStage reads SDFormat, URDF and SimRobot XML files; check that this is the file you meant.</source>
        <translation>%1. RoboStage liest SDFormat-, URDF- und SimRobot-XML-Dateien; prüfen Sie, ob dies die gemeinte Datei ist.</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="175"/>
        <source>elements are nested deeper than %1 levels here, which is not read (a guard against files made to exhaust the stack); the file is not loaded. Flatten the nesting: robot descriptions need far fewer levels.</source>
        <translation>Elemente sind hier tiefer als %1 Ebenen verschachtelt, was nicht gelesen wird (ein Schutz gegen Dateien, die den Stack erschöpfen sollen); die Datei wird nicht geladen. Verringern Sie die Verschachtelung: Roboterbeschreibungen brauchen weit weniger Ebenen.</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="181"/>
        <source>malformed XML: %1. Fix the XML syntax at this line.</source>
        <translation>fehlerhaftes XML: %1. Korrigieren Sie die XML-Syntax in dieser Zeile.</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="186"/>
        <source>included file &apos;%1&apos; could not be parsed</source>
        <translation>eingebundene Datei &apos;%1&apos; konnte nicht geparst werden</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="191"/>
        <source>the file is not valid UTF-8 from this line on; RoboStage reads XML as UTF-8 (an encoding= declaration such as ISO-8859-1 is not honoured), so such characters show as replacement characters. Save the file as UTF-8.</source>
        <translation>die Datei ist ab dieser Zeile kein gültiges UTF-8; RoboStage liest XML als UTF-8 (eine encoding=-Angabe wie ISO-8859-1 wird nicht beachtet), daher erscheinen solche Zeichen als Ersatzzeichen. Speichern Sie die Datei als UTF-8.</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="199"/>
        <source>&lt;!DOCTYPE&gt; declares entities, which RoboStage does not expand (nor do libsdformat and urdfdom): a reference such as &amp;name; stays as written and no external entity is read. Write the values out instead.</source>
        <translation>&lt;!DOCTYPE&gt; deklariert Entitäten, die RoboStage nicht expandiert (ebenso wenig wie libsdformat und urdfdom): Ein Verweis wie &amp;name; bleibt wie geschrieben, und keine externe Entität wird gelesen. Schreiben Sie die Werte stattdessen aus.</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="299"/>
        <source>xacro expansion</source>
        <translation>xacro-Expansion</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="331"/>
        <source>unknown root element &lt;%1&gt;: expected &lt;sdf&gt; (SDFormat), &lt;robot&gt; (URDF) or &lt;Simulation&gt; (SimRobot).</source>
        <translation>unbekanntes Wurzelelement &lt;%1&gt;: erwartet wird &lt;sdf&gt; (SDFormat), &lt;robot&gt; (URDF) oder &lt;Simulation&gt; (SimRobot).</translation>
    </message>
    <message>
        <location filename="../model/document.cpp" line="325"/>
        <source>&lt;%1&gt; is the pre-SDF Gazebo 0.x world format, which RoboStage does not read. Convert it to SDFormat (for example with Gazebo&apos;s &apos;gzsdf&apos; tool) and open the result.</source>
        <translation>&lt;%1&gt; ist das Gazebo-0.x-Weltformat aus der Zeit vor SDF, das RoboStage nicht liest. Konvertieren Sie es nach SDFormat (zum Beispiel mit Gazebos Werkzeug &apos;gzsdf&apos;) und öffnen Sie das Ergebnis.</translation>
    </message>
</context>
<context>
    <name>robostage::EditActions</name>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="24"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="27"/>
        <source>Write the edits to the file, changing only the edited elements</source>
        <translation>Die Änderungen in die Datei schreiben; nur die bearbeiteten Elemente ändern sich</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="29"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="32"/>
        <source>Write the file with its edits under another name</source>
        <translation>Die Datei mit ihren Änderungen unter einem anderen Namen schreiben</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="42"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="45"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="102"/>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="103"/>
        <source>Robot and world descriptions (*.sdf *.world *.urdf);;All files (*)</source>
        <translation>Roboter- und Weltbeschreibungen (*.sdf *.world *.urdf);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="140"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="140"/>
        <source>The edits were not saved.</source>
        <translation>Die Änderungen wurden nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="151"/>
        <source>Nothing to save</source>
        <translation>Nichts zu speichern</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="152"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="163"/>
        <source>Unsaved Edits</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/editactions.cpp" line="163"/>
        <source>%1 has edits that are not saved. Save them?</source>
        <translation>%1 hat Änderungen, die nicht gespeichert sind. Speichern?</translation>
    </message>
</context>
<context>
    <name>robostage::FileMenu</name>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="50"/>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="59"/>
        <source>SDFormat &amp;World</source>
        <translation>SDFormat-&amp;Welt</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="60"/>
        <source>A new SDFormat world with a sun and a ground plane</source>
        <translation>Eine neue SDFormat-Welt mit einer Sonne und einer Bodenebene</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="61"/>
        <source>SDFormat &amp;Model</source>
        <translation>SDFormat-&amp;Modell</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="62"/>
        <source>A new SDFormat model with one link</source>
        <translation>Ein neues SDFormat-Modell mit einem Link</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="63"/>
        <source>URDF &amp;Robot</source>
        <translation>URDF-&amp;Roboter</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="64"/>
        <source>A new URDF robot with one link, base_link</source>
        <translation>Ein neuer URDF-Roboter mit einem Link, base_link</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="74"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="78"/>
        <source>Open a robot or world description (SDFormat, URDF)</source>
        <translation>Eine Roboter- oder Weltbeschreibung öffnen (SDFormat, URDF)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="80"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="86"/>
        <source>Re&amp;load</source>
        <translation>Neu &amp;laden</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="90"/>
        <source>Read the file again, keeping the camera, the selection and the joint positions</source>
        <translation>Die Datei erneut lesen; Kamera, Auswahl und Gelenkpositionen bleiben erhalten</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="94"/>
        <source>Export as &amp;SDF…</source>
        <translation>Als S&amp;DF exportieren…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="97"/>
        <source>Export as &amp;URDF…</source>
        <translation>Als U&amp;RDF exportieren…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="100"/>
        <source>Export &amp;Image…</source>
        <translation>Bild &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="102"/>
        <source>Write the view as a PNG image, at a size of your choice</source>
        <translation>Die Ansicht als PNG-Bild schreiben, in einer Größe Ihrer Wahl</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="105"/>
        <source>&amp;Close</source>
        <translation>Schl&amp;ießen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="108"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="126"/>
        <source>Write the SimRobot scene as an SDFormat 1.9 world (inline meshes as OBJ files in a folder beside it)</source>
        <translation>Die SimRobot-Szene als SDFormat-1.9-Welt schreiben (eingebettete Meshes als OBJ-Dateien in einem Ordner daneben)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="128"/>
        <source>Write the URDF robot as an SDFormat 1.9 model</source>
        <translation>Den URDF-Roboter als SDFormat-1.9-Modell schreiben</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="129"/>
        <source>Write the SDFormat model as a URDF robot (one model, a tree of joints)</source>
        <translation>Das SDFormat-Modell als URDF-Roboter schreiben (ein Modell, ein Baum aus Gelenken)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="138"/>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="138"/>
        <source>Cannot make a new file: %1</source>
        <translation>Die neue Datei kann nicht angelegt werden: %1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="154"/>
        <source>Open Robot or World Description</source>
        <translation>Roboter- oder Weltbeschreibung öffnen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="155"/>
        <source>Robot and world descriptions (*.sdf *.world *.urdf *.xacro *.ros2 *.rsi2 *.ros3 *.rsi3);;SDFormat (*.sdf *.world);;URDF (*.urdf);;xacro (*.xacro);;SimRobot scenes (*.ros2 *.rsi2 *.ros3 *.rsi3);;All files (*)</source>
        <translation>Roboter- und Weltbeschreibungen (*.sdf *.world *.urdf *.xacro *.ros2 *.rsi2 *.ros3 *.rsi3);;SDFormat (*.sdf *.world);;URDF (*.urdf);;xacro (*.xacro);;SimRobot-Szenen (*.ros2 *.rsi2 *.ros3 *.rsi3);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="169"/>
        <source>Removed from Open Recent, no longer found: %1</source>
        <translation>Aus „Zuletzt geöffnet“ entfernt, nicht mehr gefunden: %1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="178"/>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="186"/>
        <source>&amp;Clear Menu</source>
        <translation>Menü &amp;leeren</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="196"/>
        <source>Open Recent</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="197"/>
        <source>%1 no longer exists; it was removed from the recent files.</source>
        <translation>%1 existiert nicht mehr; es wurde aus den zuletzt geöffneten Dateien entfernt.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="217"/>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="227"/>
        <source>Export as SDF</source>
        <translation>Als SDF exportieren</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="217"/>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="227"/>
        <source>Export as URDF</source>
        <translation>Als URDF exportieren</translation>
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
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="237"/>
        <source>Exported %1 with one remark on what was not converted exactly.</source>
        <translation>%1 exportiert, mit einem Hinweis auf nicht exakt Konvertiertes.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="238"/>
        <source>Exported %1 with %2 remarks on what was not converted exactly.</source>
        <translation>%1 exportiert, mit %2 Hinweisen auf nicht exakt Konvertiertes.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="243"/>
        <source>Cannot export as SDF: %1 was not written.</source>
        <translation>Export als SDF nicht möglich: %1 wurde nicht geschrieben.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/filemenu.cpp" line="244"/>
        <source>Cannot export as URDF: %1 was not written.</source>
        <translation>Export als URDF nicht möglich: %1 wurde nicht geschrieben.</translation>
    </message>
</context>
<context>
    <name>robostage::FitCollisionDialog</name>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="28"/>
        <source>&amp;Replace the link&apos;s collisions</source>
        <translation>Kollisionen des Links &amp;ersetzen</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="34"/>
        <source>Fit Collision to %1</source>
        <translation>Kollision an %1 anpassen</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="36"/>
        <source>Oriented box (smallest)</source>
        <translation>Orientierter Quader (kleinster)</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="37"/>
        <source>Cylinder (best axis)</source>
        <translation>Zylinder (beste Achse)</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="38"/>
        <source>Sphere (smallest)</source>
        <translation>Kugel (kleinste)</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="39"/>
        <source>Capsule</source>
        <translation>Kapsel</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="40"/>
        <source>Convex hull (at most %1 vertices, an STL file beside the description)</source>
        <translation>Konvexe Hülle (höchstens %1 Ecken, eine STL-Datei neben der Beschreibung)</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="44"/>
        <source>Delete the link&apos;s other collisions in the same edit; otherwise the new collision is added beside them</source>
        <translation>Die übrigen Kollisionen des Links in derselben Bearbeitung löschen; sonst kommt die neue Kollision daneben</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="50"/>
        <source>&amp;Apply</source>
        <translation>&amp;Anwenden</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="53"/>
        <source>&amp;Shape:</source>
        <translation>&amp;Form:</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="57"/>
        <source>&amp;Only around visual &apos;%1&apos; (else all the link&apos;s)</source>
        <translation>&amp;Nur um Visual &apos;%1&apos; (sonst alle des Links)</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="95"/>
        <source>%1 × %2 × %3 m</source>
        <translation>%1 × %2 × %3 m</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="99"/>
        <source>radius %1 m, length %2 m</source>
        <translation>Radius %1 m, Länge %2 m</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="102"/>
        <source>radius %1 m</source>
        <translation>Radius %1 m</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="106"/>
        <source>%1 vertices (the full hull has %2)</source>
        <translation>%1 Ecken (die volle Hülle hat %2)</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="107"/>
        <source>%1 vertices</source>
        <translation>%1 Ecken</translation>
    </message>
    <message>
        <location filename="../widgets/collisionfit/fitcollisiondialog.cpp" line="112"/>
        <source>%1, volume %2 m³
%3</source>
        <translation>%1, Volumen %2 m³
%3</translation>
    </message>
</context>
<context>
    <name>robostage::GizmoController</name>
    <message>
        <location filename="../widgets/tools/gizmocontroller.cpp" line="402"/>
        <source>Turn axis of %1</source>
        <translation>Achse von %1 drehen</translation>
    </message>
    <message>
        <location filename="../widgets/tools/gizmocontroller.cpp" line="421"/>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message>
        <location filename="../widgets/tools/gizmocontroller.cpp" line="421"/>
        <source>Rotate %1</source>
        <translation>%1 drehen</translation>
    </message>
    <message>
        <location filename="../widgets/tools/gizmoik.cpp" line="22"/>
        <source>Drag Joints: base link: %1</source>
        <translation>Gelenke ziehen: Basis-Link: %1</translation>
    </message>
    <message>
        <location filename="../widgets/tools/gizmoik.cpp" line="53"/>
        <source>Drag Joints: %1 stops at the nearest pose it reaches: %2</source>
        <translation>Gelenke ziehen: %1 hält an der nächsten erreichbaren Pose: %2</translation>
    </message>
    <message>
        <location filename="../widgets/tools/ikdrag.cpp" line="35"/>
        <source>Drag Joints: &apos;%1&apos; is fixed in the world</source>
        <translation>Gelenke ziehen: &apos;%1&apos; ist fest in der Welt</translation>
    </message>
    <message>
        <location filename="../widgets/tools/ikdrag.cpp" line="41"/>
        <source>Drag Joints: %1</source>
        <translation>Gelenke ziehen: %1</translation>
    </message>
    <message>
        <location filename="../widgets/tools/gizmoresize.cpp" line="59"/>
        <source>Resize %1: %2</source>
        <translation>Größe von %1 ändern: %2</translation>
    </message>
    <message>
        <location filename="../widgets/tools/gizmoresize.cpp" line="91"/>
        <source>Resize %1</source>
        <translation>Größe von %1 ändern</translation>
    </message>
</context>
<context>
    <name>robostage::HeightmapText</name>
    <message>
        <location filename="../render/heightmapmesh.cpp" line="92"/>
        <source>heightmap image &apos;%1&apos; was not found; check the URI and the model search paths (GZ_SIM_RESOURCE_PATH)</source>
        <translation>Höhenkartenbild &apos;%1&apos; wurde nicht gefunden; prüfen Sie die URI und die Modell-Suchpfade (GZ_SIM_RESOURCE_PATH)</translation>
    </message>
    <message>
        <location filename="../render/heightmapmesh.cpp" line="102"/>
        <source>heightmap &apos;%1&apos;: cannot read it as a grayscale image (%2); it looks like a DEM elevation file, which Gazebo reads with GDAL: convert it to an 8- or 16-bit grayscale PNG to view it here</source>
        <translation>Höhenkarte &apos;%1&apos;: kann nicht als Graustufenbild gelesen werden (%2); es sieht nach einer DEM-Höhendatei aus, die Gazebo mit GDAL liest: Konvertieren Sie sie in ein 8- oder 16-Bit-Graustufen-PNG, um sie hier anzuzeigen</translation>
    </message>
    <message>
        <location filename="../render/heightmapmesh.cpp" line="106"/>
        <source>heightmap &apos;%1&apos;: cannot read it as a grayscale image (%2); use an 8- or 16-bit grayscale PNG</source>
        <translation>Höhenkarte &apos;%1&apos;: kann nicht als Graustufenbild gelesen werden (%2); verwenden Sie ein 8- oder 16-Bit-Graustufen-PNG</translation>
    </message>
    <message>
        <location filename="../render/heightmapmesh.cpp" line="110"/>
        <source>floating-point samples</source>
        <translation>Gleitkomma-Abtastwerte</translation>
    </message>
    <message>
        <location filename="../render/heightmapmesh.cpp" line="113"/>
        <source>heightmap &apos;%1&apos; is %2×%3 pixels; it needs at least 2×2</source>
        <translation>Höhenkarte &apos;%1&apos; hat %2×%3 Pixel; sie braucht mindestens 2×2</translation>
    </message>
    <message>
        <location filename="../render/heightmapmesh.cpp" line="214"/>
        <source>heightmap &apos;%1&apos;: texture layer %2 has no &lt;blend&gt;; skipped</source>
        <translation>Höhenkarte &apos;%1&apos;: Texturebene %2 hat kein &lt;blend&gt;; übersprungen</translation>
    </message>
    <message>
        <location filename="../render/heightmapmesh.cpp" line="222"/>
        <source>heightmap &apos;%1&apos;: texture layer %2: diffuse image &apos;%3&apos; was not found; layer skipped</source>
        <translation>Höhenkarte &apos;%1&apos;: Texturebene %2: Diffusbild &apos;%3&apos; wurde nicht gefunden; Ebene übersprungen</translation>
    </message>
    <message>
        <location filename="../render/heightmapmesh.cpp" line="224"/>
        <source>heightmap &apos;%1&apos;: texture layer %2: diffuse image &apos;%3&apos; cannot be read; layer skipped</source>
        <translation>Höhenkarte &apos;%1&apos;: Texturebene %2: Diffusbild &apos;%3&apos; kann nicht gelesen werden; Ebene übersprungen</translation>
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
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/imageexportdialog.cpp" line="36"/>
        <source>&amp;Keep the view&apos;s aspect ratio</source>
        <translation>&amp;Seitenverhältnis der Ansicht beibehalten</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/imageexportdialog.cpp" line="39"/>
        <source>&amp;Transparent background (no sky)</source>
        <translation>&amp;Transparenter Hintergrund (kein Himmel)</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/imageexportdialog.cpp" line="47"/>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
</context>
<context>
    <name>robostage::InertiaBasis</name>
    <message>
        <location filename="../model/geometry/computeinertia.cpp" line="35"/>
        <source>&apos;%1&apos;: give mass:KG or density:KG_PER_M3 with a number &gt; 0</source>
        <translation>&apos;%1&apos;: geben Sie mass:KG oder density:KG_PER_M3 mit einer Zahl &gt; 0 an</translation>
    </message>
</context>
<context>
    <name>robostage::JointsDock</name>
    <message>
        <location filename="../widgets/joints/jointsdock.cpp" line="16"/>
        <source>Joints</source>
        <translation>Gelenke</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdock.cpp" line="22"/>
        <source>No movable joints.</source>
        <translation>Keine beweglichen Gelenke.</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdock.cpp" line="23"/>
        <source>&amp;Reset</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdock.cpp" line="24"/>
        <source>Save as &amp;Initial</source>
        <translation>Als &amp;Anfang speichern</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdock.cpp" line="28"/>
        <source>Put every joint back to where it starts (its initial position: 0 unless the file gives one)</source>
        <translation>Setzt jedes Gelenk auf seinen Anfang zurück (seine Anfangsposition: 0, wenn die Datei keine angibt)</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdock.cpp" line="49"/>
        <source>Poses the robot in the view; the file changes only on Save as Initial.</source>
        <translation>Stellt den Roboter in der Ansicht; die Datei ändert sich nur mit „Als Anfang speichern“.</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdock.cpp" line="37"/>
        <source>Filter joints by name</source>
        <translation>Gelenke nach Namen filtern</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointrow.cpp" line="61"/>
        <source>no usable limits: the slider spans %1° to %2°</source>
        <translation>keine brauchbaren Grenzen: Der Schieberegler reicht von %1° bis %2°</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointrow.cpp" line="64"/>
        <source>no usable limits: the slider spans %1 m to %2 m</source>
        <translation>keine brauchbaren Grenzen: Der Schieberegler reicht von %1 m bis %2 m</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointrow.cpp" line="71"/>
        <source>the limits do not include 0; the slider reaches 0 too</source>
        <translation>die Grenzen schließen 0 nicht ein; der Schieberegler reicht auch bis 0</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointrow.cpp" line="78"/>
        <source>starts at %1°</source>
        <translation>startet bei %1°</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointrow.cpp" line="79"/>
        <source>starts at %1 m</source>
        <translation>startet bei %1 m</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointrow.cpp" line="82"/>
        <source>first axis only</source>
        <translation>nur die erste Achse</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointtable.cpp" line="122"/>
        <source>follows %1 × %2</source>
        <translation>folgt %1 × %2</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointtable.cpp" line="124"/>
        <source>follows %1: %2 × (%1 − %3) + %4</source>
        <translation>folgt %1: %2 × (%1 − %3) + %4</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdockrows.cpp" line="47"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
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
        <translation>%1 Gelenke</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocklist.cpp" line="74"/>
        <source>%1 joints in one model</source>
        <translation>%1 Gelenke in einem Modell</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocklist.cpp" line="75"/>
        <source>%1 joints in %2 models</source>
        <translation>%1 Gelenke in %2 Modellen</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocklist.cpp" line="81"/>
        <source>%1: none matches “%2”.</source>
        <translation>%1: keines passt zu „%2“.</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocklist.cpp" line="83"/>
        <source>%1: showing the one that matches “%2”.</source>
        <translation>%1: das eine, das zu „%2“ passt, wird gezeigt.</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocklist.cpp" line="85"/>
        <source>%1: showing the %2 that match “%3”.</source>
        <translation>%1: die %2, die zu „%3“ passen, werden gezeigt.</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocklist.cpp" line="89"/>
        <source>%1: showing the first %2 of the %3 that match “%4”; type more to narrow the list.</source>
        <translation>%1: die ersten %2 der %3, die zu „%4“ passen, werden gezeigt; tippen Sie weiter, um die Liste einzugrenzen.</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocklist.cpp" line="96"/>
        <source>%1: select a model (in the view or the scene tree) to see its joints, or filter them by name.</source>
        <translation>%1: wählen Sie ein Modell (in der Ansicht oder im Szenenbaum), um seine Gelenke zu sehen, oder filtern Sie sie nach Namen.</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocklist.cpp" line="107"/>
        <source>%1: %2 has no movable joints; select another model, or filter by name.</source>
        <translation>%1: %2 hat keine beweglichen Gelenke; wählen Sie ein anderes Modell oder filtern Sie nach Namen.</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocklist.cpp" line="112"/>
        <source>%1: showing the first %2 of %3&apos;s %4 joints; filter by name to find the others.</source>
        <translation>%1: die ersten %2 der %4 Gelenke von %3 werden gezeigt; filtern Sie nach Namen, um die anderen zu finden.</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocklist.cpp" line="116"/>
        <source>%1: showing %2&apos;s only joint; select another model to see its joints, or filter by name.</source>
        <translation>%1: das einzige Gelenk von %2 wird gezeigt; wählen Sie ein anderes Modell, um seine Gelenke zu sehen, oder filtern Sie nach Namen.</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocklist.cpp" line="120"/>
        <source>%1: showing %2&apos;s %3 joints; select another model to see its joints, or filter by name.</source>
        <translation>%1: die %3 Gelenke von %2 werden gezeigt; wählen Sie ein anderes Modell, um seine Gelenke zu sehen, oder filtern Sie nach Namen.</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocktools.cpp" line="38"/>
        <source>Drag Joints (K) moves the joints between this link and the dragged link</source>
        <translation>Gelenke ziehen (K) bewegt die Gelenke zwischen diesem Link und dem gezogenen Link</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocktools.cpp" line="44"/>
        <source>Drag &amp;base:</source>
        <translation>&amp;Basis beim Ziehen:</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocktools.cpp" line="49"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocktools.cpp" line="50"/>
        <source>Copy the joint positions</source>
        <translation>Die Gelenkstellungen kopieren</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocktools.cpp" line="55"/>
        <source>Joint positions copied as YAML</source>
        <translation>Gelenkstellungen als YAML kopiert</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocktools.cpp" line="56"/>
        <source>Joint positions copied as --joint arguments</source>
        <translation>Gelenkstellungen als --joint-Argumente kopiert</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocktools.cpp" line="58"/>
        <source>As --joint &amp;Arguments</source>
        <translation>Als --joint-&amp;Argumente</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocktools.cpp" line="60"/>
        <source>As &amp;YAML</source>
        <translation>Als &amp;YAML</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocktools.cpp" line="75"/>
        <source>(root)</source>
        <translation>(Wurzel)</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocktools.cpp" line="97"/>
        <source>Write the joint positions into the file as the joints&apos; initial positions (SDFormat &lt;initial_position&gt;); one undoable edit</source>
        <translation>Schreibt die Gelenkpositionen als Anfangspositionen der Gelenke in die Datei (SDFormat &lt;initial_position&gt;); eine rückgängig machbare Änderung</translation>
    </message>
    <message>
        <location filename="../widgets/joints/jointsdocktools.cpp" line="99"/>
        <source>Only SDFormat files have initial joint positions; use Copy for a controller&apos;s configuration</source>
        <translation>Nur SDFormat-Dateien haben Anfangspositionen für Gelenke; nutzen Sie Kopieren für die Konfiguration eines Controllers</translation>
    </message>
</context>
<context>
    <name>robostage::LibraryDock</name>
    <message>
        <location filename="../widgets/library/librarydock.cpp" line="29"/>
        <source>Insert</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <location filename="../widgets/library/librarydock.cpp" line="40"/>
        <source>Search models</source>
        <translation>Modelle suchen</translation>
    </message>
    <message>
        <location filename="../widgets/library/librarydock.cpp" line="54"/>
        <source>Look for models again</source>
        <translation>Erneut nach Modellen suchen</translation>
    </message>
    <message>
        <location filename="../widgets/library/librarydock.cpp" line="69"/>
        <source>Drag a model onto the 3D view to insert it there</source>
        <translation>Ziehen Sie ein Modell in die 3D-Ansicht, um es dort einzufügen</translation>
    </message>
    <message>
        <location filename="../widgets/library/librarydock.cpp" line="108"/>
        <source>Looking for models… found so far: %1</source>
        <translation>Suche nach Modellen… bisher gefunden: %1</translation>
    </message>
    <message>
        <location filename="../widgets/library/librarydock.cpp" line="113"/>
        <source>No models found. Set GZ_SIM_RESOURCE_PATH (or SDF_PATH, GAZEBO_MODEL_PATH) to folders of models, or download models with Gazebo into its Fuel cache.</source>
        <translation>Keine Modelle gefunden. Setzen Sie GZ_SIM_RESOURCE_PATH (oder SDF_PATH, GAZEBO_MODEL_PATH) auf Ordner mit Modellen, oder laden Sie Modelle mit Gazebo in dessen Fuel-Cache herunter.</translation>
    </message>
    <message>
        <location filename="../widgets/library/librarydock.cpp" line="117"/>
        <source>Models: %1</source>
        <translation>Modelle: %1</translation>
    </message>
    <message>
        <location filename="../widgets/library/librarydock.cpp" line="125"/>
        <source>(folders passed over: %1)</source>
        <translation>(übergangene Ordner: %1)</translation>
    </message>
    <message>
        <location filename="../widgets/library/librarydock.cpp" line="147"/>
        <source>Model from &amp;Library…</source>
        <translation>Modell aus der &amp;Bibliothek…</translation>
    </message>
    <message>
        <location filename="../widgets/library/librarydock.cpp" line="149"/>
        <source>Show the Insert dock: drag a model from it onto the view</source>
        <translation>Zeigt das Einfügen-Dock: Ziehen Sie ein Modell daraus in die Ansicht</translation>
    </message>
</context>
<context>
    <name>robostage::LibraryDrop</name>
    <message>
        <location filename="../widgets/library/librarydrop.cpp" line="50"/>
        <source>Open or make an SDFormat world first (File › New) to insert models</source>
        <translation>Öffnen oder erstellen Sie zuerst eine SDFormat-Welt (Datei › Neu), um Modelle einzufügen</translation>
    </message>
    <message>
        <location filename="../widgets/library/librarydrop.cpp" line="53"/>
        <source>Models from the library go into SDFormat worlds and models; this file is not SDFormat</source>
        <translation>Modelle aus der Bibliothek kommen in SDFormat-Welten und -Modelle; diese Datei ist kein SDFormat</translation>
    </message>
    <message>
        <location filename="../widgets/library/librarydrop.cpp" line="56"/>
        <source>This file has no world or model to insert into</source>
        <translation>Diese Datei hat keine Welt und kein Modell, in das eingefügt werden kann</translation>
    </message>
    <message>
        <location filename="../widgets/library/librarydrop.cpp" line="106"/>
        <source>Inserted %1 at %2, %3, %4 m</source>
        <translation>%1 bei %2, %3, %4 m eingefügt</translation>
    </message>
    <message>
        <location filename="../widgets/library/librarydrop.cpp" line="146"/>
        <source>Drop the model on the ground or on something in the view</source>
        <translation>Legen Sie das Modell auf dem Boden oder auf etwas in der Ansicht ab</translation>
    </message>
</context>
<context>
    <name>robostage::MainWindow</name>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="46"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="48"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="56"/>
        <source>Select &amp;None</source>
        <translation>Auswahl &amp;aufheben</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="68"/>
        <source>&amp;Gizmo</source>
        <translation>&amp;Gizmo</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="73"/>
        <source>Show the move/rotate gizmo at the selection (Q)</source>
        <translation>Das Verschiebe-/Dreh-Gizmo an der Auswahl zeigen (Q)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="87"/>
        <source>&amp;Move</source>
        <translation>&amp;Verschieben</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="87"/>
        <source>Move the selection with the gizmo&apos;s arrows (W)</source>
        <translation>Die Auswahl mit den Pfeilen des Gizmos verschieben (W)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="89"/>
        <source>&amp;Rotate</source>
        <translation>&amp;Drehen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="89"/>
        <source>Turn the selection with the gizmo&apos;s rings (E)</source>
        <translation>Die Auswahl mit den Ringen des Gizmos drehen (E)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="91"/>
        <source>Joint &amp;Axis</source>
        <translation>Gelenk&amp;achse</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="91"/>
        <source>Point the selected joint&apos;s axis (A)</source>
        <translation>Die Achse des ausgewählten Gelenks ausrichten (A)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="93"/>
        <source>Re&amp;size</source>
        <translation>&amp;Größe ändern</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="94"/>
        <source>Resize the selected shape by the handles on its faces (R); Alt: about its centre, Ctrl: in 1 mm steps</source>
        <translation>Die Größe der ausgewählten Form an den Griffen auf ihren Flächen ändern (R); Alt: um ihre Mitte, Strg: in 1-mm-Schritten</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="113"/>
        <source>Drag &amp;Joints</source>
        <translation>&amp;Gelenke ziehen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="116"/>
        <source>Drag the robot by the selected link: its joints follow, the file is not changed (K)</source>
        <translation>Den Roboter am ausgewählten Link ziehen: Seine Gelenke folgen, die Datei wird nicht geändert (K)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="124"/>
        <source>Pr&amp;eferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="131"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="158"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="160"/>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="163"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="166"/>
        <source>&amp;About RoboStage</source>
        <translation>Ü&amp;ber RoboStage</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="168"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="184"/>
        <source>Main Toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="196"/>
        <source>View Toolbar</source>
        <translation>Ansicht-Werkzeugleiste</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="225"/>
        <source>&lt;h3&gt;RoboStage %1&lt;/h3&gt;&lt;p&gt;Viewer and editor for SDFormat, URDF and SimRobot robot and world descriptions.&lt;/p&gt;&lt;p&gt;Licence: %2&lt;/p&gt;</source>
        <translation>&lt;h3&gt;RoboStage %1&lt;/h3&gt;&lt;p&gt;Betrachter und Editor für Roboter- und Weltbeschreibungen in SDFormat, URDF und SimRobot.&lt;/p&gt;&lt;p&gt;Lizenz: %2&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="231"/>
        <source>&lt;p&gt;Built with:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Erstellt mit:&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="233"/>
        <source>%1 (built against %2)</source>
        <translation>%1 (erstellt mit %2)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="235"/>
        <source>%1 or GPL</source>
        <translation>%1 oder GPL</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowfiles.cpp" line="227"/>
        <source>Reloaded: %1</source>
        <translation>Neu geladen: %1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowfiles.cpp" line="246"/>
        <source>%1 changed on disk; not reloaded, there are unsaved edits</source>
        <translation>%1 wurde auf der Festplatte geändert; nicht neu geladen, es gibt ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowfiles.cpp" line="252"/>
        <source>%1 was removed from disk</source>
        <translation>%1 wurde von der Festplatte entfernt</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindow.cpp" line="333"/>
        <source>No file open. Use File › Open… or drop a file here to open a robot or world description.</source>
        <translation>Keine Datei geöffnet. Öffnen Sie eine Roboter- oder Weltbeschreibung mit Datei › Öffnen… oder ziehen Sie eine Datei hierher.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowmenus.cpp" line="242"/>
        <source>About RoboStage</source>
        <translation>Über RoboStage</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowfiles.cpp" line="66"/>
        <source>Apply Arguments</source>
        <translation>Argumente anwenden</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowfiles.cpp" line="67"/>
        <source>Expand %1 again with the new arguments? Your unsaved edits are lost.</source>
        <translation>%1 mit den neuen Argumenten erneut expandieren? Ihre ungespeicherten Änderungen gehen verloren.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowfiles.cpp" line="119"/>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowfiles.cpp" line="119"/>
        <source>Reload %1 from disk? Your unsaved edits are lost.</source>
        <translation>%1 von der Festplatte neu laden? Ihre ungespeicherten Änderungen gehen verloren.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowfiles.cpp" line="152"/>
        <source>Out of memory while reading %1; it was not opened.</source>
        <translation>Nicht genug Speicher beim Lesen von %1; die Datei wurde nicht geöffnet.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowfiles.cpp" line="156"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindow.cpp" line="211"/>
        <source>%1[*] — RoboStage</source>
        <translation>%1[*] — RoboStage</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindow.cpp" line="298"/>
        <source>Loading meshes: %1 of %2…</source>
        <translation>Meshes werden geladen: %1 von %2…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindow.cpp" line="339"/>
        <source>1 error</source>
        <translation>1 Fehler</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindow.cpp" line="339"/>
        <source>%1 errors</source>
        <translation>%1 Fehler</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindow.cpp" line="341"/>
        <source>1 warning</source>
        <translation>1 Warnung</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindow.cpp" line="341"/>
        <source>%1 warnings</source>
        <translation>%1 Warnungen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindow.cpp" line="342"/>
        <source>models: %1, links: %2, joints: %3 — %4, %5</source>
        <translation>Modelle: %1, Links: %2, Gelenke: %3 — %4, %5</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/rungui.cpp" line="92"/>
        <source>The unsaved edits of %1 could not be restored: %2. The recovery record stays in %3.</source>
        <translation>Die ungespeicherten Änderungen von %1 konnten nicht wiederhergestellt werden: %2. Der Wiederherstellungseintrag bleibt in %3.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/recoveryoffer.cpp" line="88"/>
        <location filename="../widgets/mainwindow/recoveryoffer.cpp" line="111"/>
        <location filename="../widgets/mainwindow/recoveryoffer.cpp" line="152"/>
        <location filename="../widgets/mainwindow/rungui.cpp" line="175"/>
        <source>Restore Unsaved Edits</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/recoveryoffer.cpp" line="115"/>
        <source>The unsaved edits of %1 could not be restored: the file could not be read again. The recovery record stays in %2.</source>
        <translation>Die ungespeicherten Änderungen an %1 konnten nicht wiederhergestellt werden: Die Datei konnte nicht erneut gelesen werden. Die Wiederherstellungsdaten bleiben in %2.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/rungui.cpp" line="153"/>
        <source>RoboStage did not close normally. Unsaved edits of these files were recovered:

%1

Restore them as unsaved edits?</source>
        <translation>RoboStage wurde nicht normal beendet. Ungespeicherte Änderungen an diesen Dateien wurden gesichert:

%1

Als ungespeicherte Änderungen wiederherstellen?</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/recoveryoffer.cpp" line="142"/>
        <source>RoboStage did not close normally while %1 had unsaved edits. They were recovered (%2).

Restore them as unsaved edits?</source>
        <translation>RoboStage wurde nicht normal beendet, während %1 ungespeicherte Änderungen hatte. Sie wurden gesichert (%2).

Als ungespeicherte Änderungen wiederherstellen?</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/recoveryoffer.cpp" line="92"/>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/recoveryoffer.cpp" line="94"/>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/recoveryoffer.cpp" line="97"/>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/rungui.cpp" line="193"/>
        <source>RoboStage: viewer and editor for SDFormat, URDF, xacro and SimRobot robot and world descriptions.
Headless subcommands (robostage SUBCOMMAND --help): %1</source>
        <translation>RoboStage: Betrachter und Editor für Roboter- und Weltbeschreibungen in SDFormat, URDF, xacro und SimRobot.
Befehle ohne Fenster (robostage BEFEHL --help): %1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/rungui.cpp" line="199"/>
        <source>Files to open, each in its own window. Without FILE, the bundled demo world opens.</source>
        <translation>Zu öffnende Dateien, jede in einem eigenen Fenster. Ohne DATEI öffnet sich die mitgelieferte Demo-Welt.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/rungui.cpp" line="201"/>
        <source>[FILE…]</source>
        <translation>[DATEI…]</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/rungui.cpp" line="203"/>
        <source>Open the files in a new RoboStage process. By default a RoboStage already running in this session opens them, in new windows, and this command exits.</source>
        <translation>Die Dateien in einem neuen RoboStage-Prozess öffnen. Standardmäßig öffnet ein in dieser Sitzung bereits laufendes RoboStage sie in neuen Fenstern, und dieser Befehl beendet sich.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/rungui.cpp" line="207"/>
        <source>xacro argument for the xacro FILEs: the value of &lt;xacro:arg name=&quot;NAME&quot;&gt; (repeatable). The window remembers it for the file; the Arguments dock changes it.</source>
        <translation>xacro-Argument für die xacro-DATEIen: der Wert von &lt;xacro:arg name=&quot;NAME&quot;&gt; (wiederholbar). Das Fenster merkt ihn sich für die Datei; das Argumente-Dock ändert ihn.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/rungui.cpp" line="209"/>
        <source>NAME:=VALUE</source>
        <translation>NAME:=WERT</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/rungui.cpp" line="229"/>
        <source>robostage: --arg %1: expected NAME:=VALUE
</source>
        <translation>robostage: --arg %1: NAME:=WERT erwartet
</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/imageexport.cpp" line="59"/>
        <source>Export Image</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/imageexport.cpp" line="70"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/imageexport.cpp" line="81"/>
        <source>%1 was not written: %2</source>
        <translation>%1 wurde nicht geschrieben: %2</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/imageexport.cpp" line="84"/>
        <source>cannot write the file</source>
        <translation>die Datei kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/imageexport.cpp" line="89"/>
        <source>Exported the view as %1 (%2×%3)</source>
        <translation>Ansicht als %1 exportiert (%2×%3)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/newdocument.cpp" line="80"/>
        <source>%1 is not a document RoboStage makes</source>
        <translation>%1 ist kein Dokument, das RoboStage anlegt</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowdocks.cpp" line="68"/>
        <source>Save as Initial: every joint is at its initial position already</source>
        <translation>Als Anfang speichern: Jedes Gelenk ist schon an seiner Anfangsposition</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowdocks.cpp" line="69"/>
        <source>Save as Initial: universal and revolute2 joints have no initial position to write (%1)</source>
        <translation>Als Anfang speichern: Universal- und revolute2-Gelenke haben keine Anfangsposition, die geschrieben werden könnte (%1)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowdocks.cpp" line="78"/>
        <source>Save as Initial: %1</source>
        <translation>Als Anfang speichern: %1</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/mainwindowdocks.cpp" line="84"/>
        <source>not written (universal and revolute2 joints): %1</source>
        <translation>nicht geschrieben (Universal- und revolute2-Gelenke): %1</translation>
    </message>
</context>
<context>
    <name>robostage::MeasureTool</name>
    <message>
        <location filename="../widgets/tools/measuretool.cpp" line="59"/>
        <source>&amp;Measure</source>
        <translation>&amp;Messen</translation>
    </message>
    <message>
        <location filename="../widgets/tools/measuretool.cpp" line="65"/>
        <source>Measure: click two points in the view to read their distance (M; Esc clears)</source>
        <translation>Messen: zwei Punkte in der Ansicht anklicken, um ihren Abstand abzulesen (M; Esc löscht)</translation>
    </message>
    <message>
        <location filename="../widgets/tools/measuretool.cpp" line="102"/>
        <source>Measure: click two points in the view (Esc clears, M ends)</source>
        <translation>Messen: zwei Punkte in der Ansicht anklicken (Esc löscht, M beendet)</translation>
    </message>
    <message>
        <location filename="../widgets/tools/measuretool.cpp" line="117"/>
        <source>Distance %1 m — Δx %2 m, Δy %3 m, Δz %4 m (world)</source>
        <translation>Abstand %1 m — Δx %2 m, Δy %3 m, Δz %4 m (Welt)</translation>
    </message>
    <message>
        <location filename="../widgets/tools/measuretool.cpp" line="127"/>
        <source>ground</source>
        <translation>Boden</translation>
    </message>
    <message>
        <location filename="../widgets/tools/measuretool.cpp" line="127"/>
        <source>surface</source>
        <translation>Oberfläche</translation>
    </message>
    <message>
        <location filename="../widgets/tools/measuretool.cpp" line="135"/>
        <source>corner</source>
        <translation>Ecke</translation>
    </message>
    <message>
        <location filename="../widgets/tools/measuretool.cpp" line="137"/>
        <source>edge midpoint</source>
        <translation>Kantenmitte</translation>
    </message>
    <message>
        <location filename="../widgets/tools/measuretool.cpp" line="149"/>
        <source>frame origin</source>
        <translation>Rahmenursprung</translation>
    </message>
    <message>
        <location filename="../widgets/tools/measuretool.cpp" line="178"/>
        <source>Point 1 at (%1, %2, %3) m (%4); click the second point</source>
        <translation>Punkt 1 bei (%1, %2, %3) m (%4); den zweiten Punkt anklicken</translation>
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
        <translation>das Mesh hat keine Dreiecke</translation>
    </message>
    <message>
        <location filename="../model/geometry/meshdata.cpp" line="348"/>
        <source>cannot read mesh &apos;%1&apos;: out of memory</source>
        <translation>Mesh „%1“ kann nicht gelesen werden: nicht genug Speicher</translation>
    </message>
    <message>
        <location filename="../model/geometry/meshdata.cpp" line="358"/>
        <source>cannot read mesh &apos;%1&apos;: %2</source>
        <translation>Mesh &apos;%1&apos; kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../model/geometry/meshdata.cpp" line="363"/>
        <source>no such file</source>
        <translation>Datei nicht vorhanden</translation>
    </message>
    <message>
        <location filename="../model/geometry/meshdata.cpp" line="365"/>
        <source>not a file</source>
        <translation>keine Datei</translation>
    </message>
    <message>
        <location filename="../model/geometry/meshdata.cpp" line="367"/>
        <source>permission denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <location filename="../model/geometry/meshdata.cpp" line="369"/>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <location filename="../model/geometry/meshdata.cpp" line="375"/>
        <source>the file is %1 MiB, more than the %2 MiB RoboStage reads from one mesh file. Use a simplified mesh for the visual (for example decimated with MeshLab or Blender).</source>
        <translation>die Datei ist %1 MiB groß, mehr als die %2 MiB, die RoboStage aus einer Mesh-Datei liest. Verwenden Sie für das Visual ein vereinfachtes Mesh (zum Beispiel mit MeshLab oder Blender dezimiert).</translation>
    </message>
    <message>
        <location filename="../model/geometry/meshdata.cpp" line="387"/>
        <source>unknown Assimp error</source>
        <translation>unbekannter Assimp-Fehler</translation>
    </message>
    <message>
        <location filename="../model/geometry/meshdata.cpp" line="398"/>
        <source>it has %L1 faces, more than the %L2 triangles RoboStage draws from one mesh file. Use a simplified mesh for the visual (for example decimated with MeshLab or Blender).</source>
        <translation>sie hat %L1 Flächen, mehr als die %L2 Dreiecke, die RoboStage aus einer Mesh-Datei zeichnet. Verwenden Sie für das Visual ein vereinfachtes Mesh (zum Beispiel mit MeshLab oder Blender dezimiert).</translation>
    </message>
    <message>
        <location filename="../model/geometry/meshdata.cpp" line="409"/>
        <source>the file could be read only partially</source>
        <translation>die Datei konnte nur teilweise gelesen werden</translation>
    </message>
    <message>
        <location filename="../model/geometry/meshdata.cpp" line="433"/>
        <source>the file contains no triangles</source>
        <translation>die Datei enthält keine Dreiecke</translation>
    </message>
</context>
<context>
    <name>robostage::MeshProbe</name>
    <message>
        <location filename="../render/meshprobe.cpp" line="16"/>
        <source>cannot read mesh &apos;%1&apos;: %2</source>
        <translation>Mesh &apos;%1&apos; kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../render/meshprobe.cpp" line="21"/>
        <source>no such file</source>
        <translation>Datei nicht vorhanden</translation>
    </message>
    <message>
        <location filename="../render/meshprobe.cpp" line="23"/>
        <source>not a file</source>
        <translation>keine Datei</translation>
    </message>
    <message>
        <location filename="../render/meshprobe.cpp" line="25"/>
        <source>permission denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <location filename="../render/meshprobe.cpp" line="27"/>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <location filename="../render/meshprobe.cpp" line="34"/>
        <source>unknown Assimp error</source>
        <translation>unbekannter Assimp-Fehler</translation>
    </message>
    <message>
        <location filename="../render/meshprobe.cpp" line="37"/>
        <source>the file could be read only partially</source>
        <translation>die Datei konnte nur teilweise gelesen werden</translation>
    </message>
    <message>
        <location filename="../render/meshprobe.cpp" line="39"/>
        <source>the file contains no meshes</source>
        <translation>die Datei enthält keine Meshes</translation>
    </message>
</context>
<context>
    <name>robostage::ModelLibrary</name>
    <message>
        <location filename="../model/modellibrary.cpp" line="172"/>
        <source>Not offered as a model: the folder has .sdf files but no model.config.</source>
        <translation>Nicht als Modell angeboten: Der Ordner hat .sdf-Dateien, aber keine model.config.</translation>
    </message>
    <message>
        <location filename="../model/modellibrary.cpp" line="182"/>
        <source>Not offered as a model: the model.config is not readable XML (or is larger than 1 MiB).</source>
        <translation>Nicht als Modell angeboten: Die model.config ist kein lesbares XML (oder größer als 1 MiB).</translation>
    </message>
    <message>
        <location filename="../model/modellibrary.cpp" line="196"/>
        <source>Not offered as a model: %1</source>
        <translation>Nicht als Modell angeboten: %1</translation>
    </message>
</context>
<context>
    <name>robostage::NumberFields</name>
    <message>
        <location filename="../widgets/properties/propertyeditors.cpp" line="133"/>
        <source>&apos;%1&apos; is not a number (%4): %2 must be a number in %3, or arithmetic such as 0.1+0.2 or pi/2.</source>
        <translation>&apos;%1&apos; ist keine Zahl (%4): %2 muss eine Zahl in %3 sein oder eine Rechnung wie 0.1+0.2 oder pi/2.</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertyeditors.cpp" line="135"/>
        <source>the value</source>
        <translation>der Wert</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertyeditors.cpp" line="136"/>
        <source>units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertyeditors.cpp" line="137"/>
        <source>not finite</source>
        <translation>nicht endlich</translation>
    </message>
</context>
<context>
    <name>robostage::OffscreenRenderer</name>
    <message>
        <location filename="../render/offscreenrenderer.cpp" line="76"/>
        <source>cannot create an OpenGL context</source>
        <translation>OpenGL-Kontext kann nicht erzeugt werden</translation>
    </message>
    <message>
        <location filename="../render/offscreenrenderer.cpp" line="78"/>
        <source>cannot use an OpenGL context on an offscreen surface</source>
        <translation>OpenGL-Kontext kann auf einer Offscreen-Oberfläche nicht verwendet werden</translation>
    </message>
    <message>
        <location filename="../render/offscreenrenderer.cpp" line="80"/>
        <source>OpenGL %1.%2 found, 3.3 needed</source>
        <translation>OpenGL %1.%2 gefunden, 3.3 benötigt</translation>
    </message>
    <message>
        <location filename="../render/offscreenrenderer.cpp" line="87"/>
        <source> (platform &apos;%1&apos;; without a display, run under xvfb-run)</source>
        <translation> (Plattform &apos;%1&apos;; ohne Display unter xvfb-run ausführen)</translation>
    </message>
    <message>
        <location filename="../render/offscreenrenderer.cpp" line="221"/>
        <source>no frame was rendered within %1 ms</source>
        <translation>innerhalb von %1 ms wurde kein Bild gerendert</translation>
    </message>
    <message>
        <location filename="../render/offscreenrenderer.cpp" line="241"/>
        <source>only %1 of %2 frames were rendered within %3 ms</source>
        <translation>nur %1 von %2 Bildern wurden innerhalb von %3 ms gerendert</translation>
    </message>
</context>
<context>
    <name>robostage::PolylineText</name>
    <message>
        <location filename="../render/polylinemesh.cpp" line="186"/>
        <source>an outline needs at least 3 points</source>
        <translation>ein Umriss braucht mindestens 3 Punkte</translation>
    </message>
    <message>
        <location filename="../render/polylinemesh.cpp" line="217"/>
        <source>hole %1 could not be joined to its outline</source>
        <translation>Loch %1 konnte nicht mit seinem Umriss verbunden werden</translation>
    </message>
    <message>
        <location filename="../render/polylinemesh.cpp" line="253"/>
        <source>the outline cannot be triangulated (does it cross itself?)</source>
        <translation>der Umriss kann nicht trianguliert werden (schneidet er sich selbst?)</translation>
    </message>
    <message>
        <location filename="../render/polylinemesh.cpp" line="263"/>
        <source>triangulation did not finish</source>
        <translation>die Triangulierung wurde nicht fertig</translation>
    </message>
    <message>
        <location filename="../render/polylinemesh.cpp" line="290"/>
        <source>outline %1 has fewer than 3 distinct points; left out</source>
        <translation>Umriss %1 hat weniger als 3 verschiedene Punkte; weggelassen</translation>
    </message>
    <message>
        <location filename="../render/polylinemesh.cpp" line="293"/>
        <source>outline %1 has more than %2 points; left out</source>
        <translation>Umriss %1 hat mehr als %2 Punkte; weggelassen</translation>
    </message>
    <message>
        <location filename="../render/polylinemesh.cpp" line="297"/>
        <source>outline %1 encloses no area; left out</source>
        <translation>Umriss %1 umschließt keine Fläche; weggelassen</translation>
    </message>
    <message>
        <location filename="../render/polylinemesh.cpp" line="299"/>
        <source>outline %1 crosses or touches itself; left out</source>
        <translation>Umriss %1 schneidet oder berührt sich selbst; weggelassen</translation>
    </message>
    <message>
        <location filename="../render/polylinemesh.cpp" line="301"/>
        <source>outline %1 has zero height; left out</source>
        <translation>Umriss %1 hat die Höhe null; weggelassen</translation>
    </message>
    <message>
        <location filename="../render/polylinemesh.cpp" line="308"/>
        <source>outline %1 crosses an earlier outline; left out</source>
        <translation>Umriss %1 schneidet einen früheren Umriss; weggelassen</translation>
    </message>
    <message>
        <location filename="../render/polylinemesh.cpp" line="347"/>
        <source>outline %1: %2; left out</source>
        <translation>Umriss %1: %2; weggelassen</translation>
    </message>
    <message>
        <location filename="../render/polylinemesh.cpp" line="381"/>
        <source>nothing left to draw</source>
        <translation>nichts mehr zu zeichnen</translation>
    </message>
</context>
<context>
    <name>robostage::PreferencesDialog</name>
    <message>
        <location filename="../widgets/dialogs/preferencesdialog.cpp" line="19"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/preferencesdialog.cpp" line="22"/>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/preferencesdialog.cpp" line="31"/>
        <source>RoboStage shows the new language when it is next started. Until then every window stays in the language it started with, so that none is half translated.</source>
        <translation>RoboStage zeigt die neue Sprache beim nächsten Start. Bis dahin bleibt jedes Fenster in der Sprache, mit der es gestartet wurde, damit keines halb übersetzt ist.</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/preferencesdialog.cpp" line="37"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
</context>
<context>
    <name>robostage::PropertiesDock</name>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="34"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="35"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="36"/>
        <source>box</source>
        <translation>Quader</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="37"/>
        <source>sphere</source>
        <translation>Kugel</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="38"/>
        <source>cylinder</source>
        <translation>Zylinder</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="39"/>
        <source>capsule</source>
        <translation>Kapsel</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="40"/>
        <source>ellipsoid</source>
        <translation>Ellipsoid</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="41"/>
        <source>cone</source>
        <translation>Kegel</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="42"/>
        <source>plane</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="43"/>
        <source>mesh</source>
        <translation>Mesh</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="44"/>
        <source>heightmap</source>
        <translation>Höhenkarte</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="45"/>
        <source>polyline</source>
        <translation>Polylinie</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="46"/>
        <source>image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="54"/>
        <source>point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="56"/>
        <source>spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="60"/>
        <source>directional</source>
        <translation>gerichtet</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="65"/>
        <source>%1 %2 %3 %4</source>
        <translation>%1 %2 %3 %4</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="121"/>
        <source>(auto=&quot;true&quot;: computed from the collisions; centre of mass %1 %2 %3 m)</source>
        <translation>(auto=&quot;true&quot;: aus den Kollisionen berechnet; Schwerpunkt %1 %2 %3 m)</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="128"/>
        <source>(auto=&quot;true&quot;, but not computed: see Diagnostics)</source>
        <translation>(auto=&quot;true&quot;, aber nicht berechnet: siehe Diagnose)</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="193"/>
        <source>Radii</source>
        <translation>Radien</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="200"/>
        <source>radius</source>
        <translation>Radius</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="202"/>
        <source>length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="210"/>
        <source>normal x</source>
        <translation>Normale x</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="224"/>
        <source>metres, &gt; 0</source>
        <translation>Meter, &gt; 0</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="261"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="262"/>
        <source>Choose the mesh file</source>
        <translation>Mesh-Datei wählen</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="269"/>
        <source>resolves to: %1</source>
        <translation>wird aufgelöst zu: %1</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="273"/>
        <source>does not resolve: %1</source>
        <translation>wird nicht aufgelöst: %1</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="387"/>
        <source>lower</source>
        <translation>untere</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="388"/>
        <source>upper</source>
        <translation>obere</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="390"/>
        <source>effort</source>
        <translation>Kraft</translation>
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
        <translation>Geschwindigkeit</translation>
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
        <translation>Grenzen</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="53"/>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="156"/>
        <source>Select a model, link, joint, visual, collision, frame or light to see its properties.</source>
        <translation>Wählen Sie ein Modell, einen Link, ein Gelenk, ein Visual, eine Kollision, einen Frame oder ein Licht, um seine Eigenschaften zu sehen.</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="161"/>
        <source>&lt;b&gt;%1&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="162"/>
        <source>Entity</source>
        <translation>Entität</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="179"/>
        <location filename="../widgets/properties/propertiesdock.cpp" line="268"/>
        <source>Geometry</source>
        <translation>Geometrie</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="187"/>
        <source>Attached to</source>
        <translation>Befestigt an</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="189"/>
        <source>(model frame)</source>
        <translation>(Modell-Frame)</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertypose.cpp" line="93"/>
        <source>Name</source>
        <translation>Name</translation>
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
        <translation>Link %1, als &lt;origin&gt; von Eltern-Gelenk %2</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertypose.cpp" line="71"/>
        <source>%1: line %2</source>
        <translation>%1: Zeile %2</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertypose.cpp" line="74"/>
        <source>Read by xacro.load_yaml from %1; an edit of these numbers is written there.</source>
        <translation>Von xacro.load_yaml aus %1 gelesen; eine Änderung dieser Zahlen wird dort geschrieben.</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertypose.cpp" line="106"/>
        <source>roll</source>
        <translation>Rollen</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertypose.cpp" line="107"/>
        <source>pitch</source>
        <translation>Nicken</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertypose.cpp" line="108"/>
        <source>yaw</source>
        <translation>Gieren</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertypose.cpp" line="111"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertypose.cpp" line="112"/>
        <source>Rotation</source>
        <translation>Rotation</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertypose.cpp" line="116"/>
        <source>Relative to</source>
        <translation>Relativ zu</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertypose.cpp" line="124"/>
        <source>From YAML</source>
        <translation>Aus YAML</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertypose.cpp" line="39"/>
        <source>(default frame)</source>
        <translation>(Standard-Frame)</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="207"/>
        <source>The name cannot be empty; it was not changed.</source>
        <translation>Der Name darf nicht leer sein; er wurde nicht geändert.</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="241"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="242"/>
        <source>static (does not move in simulation)</source>
        <translation>statisch (bewegt sich in der Simulation nicht)</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="250"/>
        <source>Static</source>
        <translation>Statisch</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="252"/>
        <source>Included from</source>
        <translation>Eingebunden aus</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="261"/>
        <source>Read from</source>
        <translation>Gelesen aus</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="263"/>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="104"/>
        <source>Inertial</source>
        <translation>Trägheitseigenschaften</translation>
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
        <translation>Masse</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="115"/>
        <source>Inertia</source>
        <translation>Trägheit</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="118"/>
        <source>(no &lt;inertial&gt;: the defaults)</source>
        <translation>(kein &lt;inertial&gt;: die Standardwerte)</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="145"/>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="269"/>
        <source>Material</source>
        <translation>Material</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="273"/>
        <source>r %1 g %2 b %3 a %4</source>
        <translation>r %1 g %2 b %3 a %4</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="280"/>
        <source>Diffuse colour, RGBA in [0, 1]; click to change</source>
        <translation>Diffuse Farbe, RGBA in [0, 1]; zum Ändern klicken</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="283"/>
        <source>Visual Colour</source>
        <translation>Farbe des Visuals</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="287"/>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertiesdock.cpp" line="289"/>
        <source>(no material: the default colour)</source>
        <translation>(kein Material: die Standardfarbe)</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="55"/>
        <source>%1 (ignore=&quot;true&quot;)</source>
        <translation>%1 (ignore=&quot;true&quot;)</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="62"/>
        <source>Collision Filter Groups</source>
        <translation>Kollisionsfiltergruppen</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="66"/>
        <source>Member of</source>
        <translation>Mitglied von</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="68"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="71"/>
        <source>No collisions with</source>
        <translation>Keine Kollisionen mit</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="86"/>
        <source>&lt;b&gt;loop joint&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Schleifengelenk&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="87"/>
        <source>Loop Joint</source>
        <translation>Schleifengelenk</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="90"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="176"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="343"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="424"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="91"/>
        <source>rad</source>
        <translation>rad</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="95"/>
        <source>%1 at %2 %3, rpy %4 %5</source>
        <translation>%1 bei %2 %3, rpy %4 %5</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="100"/>
        <source>Link 1</source>
        <translation>Link 1</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="100"/>
        <source>Link 2</source>
        <translation>Link 2</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="102"/>
        <source>%1 (in the link 1 frame)</source>
        <translation>%1 (im Frame von Link 1)</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="106"/>
        <source>Drawn, not enforced: the joint sliders move the tree joints only.</source>
        <translation>Gezeichnet, nicht erzwungen: Die Gelenk-Schieberegler bewegen nur die Gelenke des Baums.</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="193"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="204"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="213"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="218"/>
        <source>Size</source>
        <translation>Größe</translation>
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
        <translation>Visuals: %1, Kollisionen: %2</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="282"/>
        <source>Scale</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="318"/>
        <source>Mesh File</source>
        <translation>Mesh-Datei</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="319"/>
        <source>Meshes (*.dae *.stl *.STL *.obj *.gltf *.glb *.fbx *.ply);;All files (*)</source>
        <translation>Meshes (*.dae *.stl *.STL *.obj *.gltf *.glb *.fbx *.ply);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="333"/>
        <source>Joint</source>
        <translation>Gelenk</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="344"/>
        <source>Parent</source>
        <translation>Eltern-Link</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="345"/>
        <source>Child</source>
        <translation>Kind-Link</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="360"/>
        <source>The axis cannot be zero; it was not changed.</source>
        <translation>Die Achse darf nicht null sein; sie wurde nicht geändert.</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydrake.cpp" line="104"/>
        <location filename="../widgets/properties/propertygroups.cpp" line="371"/>
        <source>Axis</source>
        <translation>Achse</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="372"/>
        <source>Axis in</source>
        <translation>Achse in</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="373"/>
        <source>(joint frame)</source>
        <translation>(Gelenk-Frame)</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="414"/>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="425"/>
        <source>Casts shadows</source>
        <translation>Wirft Schatten</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="425"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="425"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="426"/>
        <source>Direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertygroups.cpp" line="427"/>
        <source>Range</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydistance.cpp" line="44"/>
        <source>from %1: %2 m
Δx %3 m, Δy %4 m, Δz %5 m (world)</source>
        <translation>von %1: %2 m
Δx %3 m, Δy %4 m, Δz %5 m (Welt)</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydistance.cpp" line="54"/>
        <source>Distance</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <location filename="../widgets/properties/propertydistance.cpp" line="59"/>
        <source>Between the origins of the two entities&apos; frames, at the joint positions the view shows. Select another entity to measure from this one.</source>
        <translation>Zwischen den Ursprüngen der Rahmen der beiden Elemente, bei den Gelenkstellungen der Ansicht. Ein anderes Element wählen, um von diesem aus zu messen.</translation>
    </message>
</context>
<context>
    <name>robostage::ReadContext</name>
    <message>
        <location filename="../model/formats/readcontext.cpp" line="148"/>
        <source>&lt;%1&gt; must be a finite number, found &apos;%2&apos;; using %3. Write a number such as 0.5.</source>
        <translation>&lt;%1&gt; muss eine endliche Zahl sein, gefunden &apos;%2&apos;; %3 wird verwendet. Schreiben Sie eine Zahl wie 0.5.</translation>
    </message>
    <message>
        <location filename="../model/formats/readcontext.cpp" line="162"/>
        <source>&lt;%1&gt; must be three finite numbers, found &apos;%2&apos;; using &apos;%3 %4 %5&apos;.</source>
        <translation>&lt;%1&gt; muss aus drei endlichen Zahlen bestehen, gefunden &apos;%2&apos;; &apos;%3 %4 %5&apos; wird verwendet.</translation>
    </message>
    <message>
        <location filename="../model/formats/readcontext.cpp" line="178"/>
        <source>&lt;%1&gt; must be true, false, 1 or 0, found &apos;%2&apos;; using %3.</source>
        <translation>&lt;%1&gt; muss true, false, 1 oder 0 sein, gefunden &apos;%2&apos;; %3 wird verwendet.</translation>
    </message>
    <message>
        <location filename="../model/formats/readcontext.cpp" line="192"/>
        <source>&lt;%1&gt; must be a colour of 3 or 4 numbers (r g b [a], 0 to 1), found &apos;%2&apos;; using the default.</source>
        <translation>&lt;%1&gt; muss eine Farbe aus 3 oder 4 Zahlen sein (r g b [a], 0 bis 1), gefunden &apos;%2&apos;; die Standardfarbe wird verwendet.</translation>
    </message>
    <message>
        <location filename="../model/formats/readcontext.cpp" line="204"/>
        <source>&lt;%1&gt; has a negative size (%2 %3 %4); sizes must be &gt;= 0. Write the lengths in metres, without a sign.</source>
        <translation>&lt;%1&gt; hat eine negative Größe (%2 %3 %4); Größen müssen &gt;= 0 sein. Schreiben Sie die Längen in Metern, ohne Vorzeichen.</translation>
    </message>
    <message>
        <location filename="../model/formats/readcontext.cpp" line="212"/>
        <source>&lt;%1&gt; has a negative radius or length; they must be &gt;= 0. Write them in metres.</source>
        <translation>&lt;%1&gt; hat einen negativen Radius oder eine negative Länge; sie müssen &gt;= 0 sein. Geben Sie sie in Metern an.</translation>
    </message>
    <message>
        <location filename="../model/formats/readcontext.cpp" line="216"/>
        <source>&lt;%1&gt; has a scale of zero along an axis (%2 %3 %4), which flattens the mesh to nothing visible; use 1 to keep the mesh&apos;s own size.</source>
        <translation>&lt;%1&gt; hat entlang einer Achse den Maßstab null (%2 %3 %4), wodurch das Mesh zu nichts Sichtbarem zusammenfällt; verwenden Sie 1, um die eigene Größe des Mesh zu behalten.</translation>
    </message>
    <message>
        <location filename="../model/formats/readcontext.cpp" line="228"/>
        <source>the mass is negative (%1); a mass must be &gt;= 0 kg. Write a positive mass, or leave out the &lt;inertial&gt; of a massless link.</source>
        <translation>die Masse ist negativ (%1); eine Masse muss &gt;= 0 kg sein. Geben Sie eine positive Masse an oder lassen Sie das &lt;inertial&gt; eines masselosen Links weg.</translation>
    </message>
</context>
<context>
    <name>robostage::RecoveryStore</name>
    <message>
        <location filename="../widgets/mainwindow/recoverystore.cpp" line="70"/>
        <source>Cannot create the recovery folder %1</source>
        <translation>Der Wiederherstellungsordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/recoverystore.cpp" line="89"/>
        <source>Cannot write the recovery record %1: %2</source>
        <translation>Die Wiederherstellungsdatei %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/recoverystore.cpp" line="102"/>
        <source>Cannot read the recovery record %1: %2</source>
        <translation>Die Wiederherstellungsdatei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/recoverystore.cpp" line="113"/>
        <source>%1 is not a RoboStage recovery record</source>
        <translation>%1 ist keine RoboStage-Wiederherstellungsdatei</translation>
    </message>
</context>
<context>
    <name>robostage::SaveConflictDialog</name>
    <message>
        <location filename="../widgets/dialogs/saveconflict.cpp" line="27"/>
        <source>The differences could not be written out: %1</source>
        <translation>Die Unterschiede konnten nicht ausgeschrieben werden: %1</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/saveconflict.cpp" line="33"/>
        <source>%1 (on disk)</source>
        <translation>%1 (auf der Festplatte)</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/saveconflict.cpp" line="34"/>
        <source>%1 (your edits)</source>
        <translation>%1 (Ihre Änderungen)</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/saveconflict.cpp" line="38"/>
        <source>The differences could not be shown: the diff tool failed (%1).</source>
        <translation>Die Unterschiede können nicht gezeigt werden: das diff-Werkzeug ist gescheitert (%1).</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/saveconflict.cpp" line="41"/>
        <source>not installed</source>
        <translation>nicht installiert</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/saveconflict.cpp" line="44"/>
        <source>The file on disk is the same as your edits.</source>
        <translation>Die Datei auf der Festplatte ist dieselbe wie Ihre Änderungen.</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/saveconflict.cpp" line="54"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/saveconflict.cpp" line="56"/>
        <source>&lt;p&gt;&lt;b&gt;%1 changed on disk since it was read.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;&lt;i&gt;Overwrite&lt;/i&gt; writes your edits and loses the other changes; &lt;i&gt;Reload&lt;/i&gt; reads the file as it is now and drops your edits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1 wurde auf der Festplatte geändert, seit es gelesen wurde.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;&lt;i&gt;Überschreiben&lt;/i&gt; schreibt Ihre Änderungen, die anderen Änderungen gehen verloren; &lt;i&gt;Neu laden&lt;/i&gt; liest die Datei, wie sie jetzt ist, und verwirft Ihre Änderungen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/saveconflict.cpp" line="70"/>
        <source>&amp;Overwrite</source>
        <translation>&amp;Überschreiben</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/saveconflict.cpp" line="71"/>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/saveconflict.cpp" line="72"/>
        <location filename="../widgets/dialogs/saveconflict.cpp" line="97"/>
        <source>Show &amp;Differences</source>
        <translation>&amp;Unterschiede zeigen</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/saveconflict.cpp" line="97"/>
        <source>Hide &amp;Differences</source>
        <translation>&amp;Unterschiede ausblenden</translation>
    </message>
</context>
<context>
    <name>robostage::SceneTreeDock</name>
    <message>
        <location filename="../widgets/scenetree/scenetreedock.cpp" line="36"/>
        <source>Scene</source>
        <translation>Szene</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreedock.cpp" line="49"/>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreedock.cpp" line="51"/>
        <source>Show the rows whose name or kind contains this text</source>
        <translation>Die Zeilen zeigen, deren Name oder Art diesen Text enthält</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreedock.cpp" line="66"/>
        <source>Kinematic</source>
        <translation>Kinematisch</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreedock.cpp" line="68"/>
        <source>Show each model&apos;s links as kinematic chains: parent link → joint → child link</source>
        <translation>Die Links jedes Modells als kinematische Ketten zeigen: Eltern-Link → Gelenk → Kind-Link</translation>
    </message>
</context>
<context>
    <name>robostage::SceneTreeModel</name>
    <message>
        <location filename="../widgets/scenetree/scenetreebuilder.cpp" line="81"/>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="53"/>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="106"/>
        <source>included from %1</source>
        <translation>eingebunden aus %1</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="107"/>
        <source>static model</source>
        <translation>statisches Modell</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="116"/>
        <source>%1 sensor</source>
        <translation>Sensor %1</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="129"/>
        <source>%1 joint: %2 → %3</source>
        <translation>Gelenk %1: %2 → %3</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="136"/>
        <source>attached to %1</source>
        <translation>befestigt an %1</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="140"/>
        <source>%1 loop joint: %2 ↔ %3</source>
        <translation>Schleifengelenk %1: %2 ↔ %3</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="120"/>
        <source>point light</source>
        <translation>Punktlicht</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="122"/>
        <source>spot light</source>
        <translation>Spotlicht</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="124"/>
        <source>directional light</source>
        <translation>gerichtetes Licht</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="100"/>
        <source>SDFormat %1 world</source>
        <translation>SDFormat-%1-Welt</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="151"/>
        <source>no geometry</source>
        <translation>keine Geometrie</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="153"/>
        <source>empty geometry</source>
        <translation>leere Geometrie</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="155"/>
        <source>box</source>
        <translation>Quader</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="157"/>
        <source>sphere</source>
        <translation>Kugel</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="159"/>
        <source>cylinder</source>
        <translation>Zylinder</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="161"/>
        <source>capsule</source>
        <translation>Kapsel</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="163"/>
        <source>ellipsoid</source>
        <translation>Ellipsoid</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="165"/>
        <source>cone</source>
        <translation>Kegel</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="167"/>
        <source>plane</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="169"/>
        <source>mesh %1</source>
        <translation>Mesh %1</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="171"/>
        <source>heightmap %1</source>
        <translation>Höhenkarte %1</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="173"/>
        <source>polyline</source>
        <translation>Polylinie</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreeitem.cpp" line="175"/>
        <source>image %1</source>
        <translation>Bild %1</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreemodel.cpp" line="49"/>
        <source>world</source>
        <translation>Welt</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreemodel.cpp" line="51"/>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreemodel.cpp" line="53"/>
        <source>link</source>
        <translation>Link</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreemodel.cpp" line="55"/>
        <source>visual</source>
        <translation>Visual</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreemodel.cpp" line="57"/>
        <source>collision</source>
        <translation>Kollision</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreemodel.cpp" line="59"/>
        <source>sensor</source>
        <translation>Sensor</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreemodel.cpp" line="61"/>
        <source>light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreemodel.cpp" line="63"/>
        <source>joint</source>
        <translation>Gelenk</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreemodel.cpp" line="65"/>
        <source>frame</source>
        <translation>Frame</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreemodel.cpp" line="67"/>
        <source>loop joint</source>
        <translation>Schleifengelenk</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreemodel.cpp" line="183"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../widgets/scenetree/scenetreemodel.cpp" line="183"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
</context>
<context>
    <name>robostage::SelfCollisionChecker</name>
    <message>
        <location filename="../model/geometry/selfcollision.cpp" line="93"/>
        <source>%1: %2 is not checked</source>
        <translation>%1: %2 wird nicht geprüft</translation>
    </message>
    <message>
        <location filename="../model/geometry/selfcollision.cpp" line="186"/>
        <source>%1: no such SRDF file</source>
        <translation>%1: keine solche SRDF-Datei</translation>
    </message>
    <message>
        <location filename="../model/geometry/selfcollision.cpp" line="193"/>
        <source>%1: cannot be read as XML: %2</source>
        <translation>%1: kann nicht als XML gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>robostage::SharedEditText</name>
    <message>
        <location filename="../widgets/dialogs/sharededitprompt.cpp" line="39"/>
        <source>Shared Definition</source>
        <translation>Gemeinsame Definition</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/dialogs/sharededitprompt.cpp" line="41"/>
        <source>The value is written in a definition that %n instance(s) share (%1).</source>
        <translation>
            <numerusform>Der Wert steht in einer Definition, die %n Instanz gemeinsam nutzt (%1).</numerusform>
            <numerusform>Der Wert steht in einer Definition, die %n Instanzen gemeinsam nutzen (%1).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/sharededitprompt.cpp" line="47"/>
        <source>Change only this instance</source>
        <translation>Nur diese Instanz ändern</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/sharededitprompt.cpp" line="50"/>
        <source>Only the definition can change: %1.</source>
        <translation>Nur die Definition kann sich ändern: %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/dialogs/sharededitprompt.cpp" line="52"/>
        <source>Change the shared definition (%n use(s))</source>
        <translation>
            <numerusform>Die gemeinsame Definition ändern (%n Verwendung)</numerusform>
            <numerusform>Die gemeinsame Definition ändern (%n Verwendungen)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/sharededitprompt.cpp" line="75"/>
        <source>The edit was cancelled; nothing changed.</source>
        <translation>Die Bearbeitung wurde abgebrochen; nichts wurde geändert.</translation>
    </message>
</context>
<context>
    <name>robostage::SingleInstance</name>
    <message>
        <location filename="../widgets/mainwindow/singleinstance.cpp" line="95"/>
        <source>Could not lock %1.</source>
        <translation>%1 konnte nicht gesperrt werden.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/singleinstance.cpp" line="104"/>
        <source>The running RoboStage (%1) did not answer.</source>
        <translation>Das laufende RoboStage (%1) hat nicht geantwortet.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/singleinstance.cpp" line="132"/>
        <source>Could not listen on %1: %2</source>
        <translation>Auf %1 kann nicht gelauscht werden: %2</translation>
    </message>
</context>
<context>
    <name>robostage::SourceDock</name>
    <message>
        <location filename="../widgets/source/sourcedock.cpp" line="40"/>
        <source>Source</source>
        <translation>Quelltext</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourcedock.cpp" line="45"/>
        <source>&amp;Apply</source>
        <translation>&amp;Übernehmen</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourcedock.cpp" line="46"/>
        <source>Re&amp;vert</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourcedock.cpp" line="47"/>
        <source>Apply after a pause</source>
        <translation>Nach einer Pause übernehmen</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourcedock.cpp" line="76"/>
        <source>Apply the typed text to the document (Ctrl+Return); one undo step</source>
        <translation>Den getippten Text ins Dokument übernehmen (Strg+Eingabe); ein Rückgängig-Schritt</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourcedock.cpp" line="79"/>
        <source>Drop the typed text and show the file as it is</source>
        <translation>Den getippten Text verwerfen und die Datei so zeigen, wie sie ist</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourcedock.cpp" line="85"/>
        <source>Find (Enter: next)</source>
        <translation>Suchen (Eingabe: weiter)</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourcedock.cpp" line="132"/>
        <source>&apos;%1&apos; is not in the file</source>
        <translation>&apos;%1&apos; steht nicht in der Datei</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourcedock.cpp" line="173"/>
        <source>Go to Line</source>
        <translation>Gehe zu Zeile</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourcedock.cpp" line="173"/>
        <source>Line:</source>
        <translation>Zeile:</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourcedock.cpp" line="352"/>
        <source>Apply or revert the typed text to follow the selection to %1</source>
        <translation>Übernehmen oder verwerfen Sie den getippten Text, um der Auswahl nach %1 zu folgen</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourcedock.cpp" line="357"/>
        <source>Apply or revert the typed text to go to line %1</source>
        <translation>Übernehmen oder verwerfen Sie den getippten Text, um zu Zeile %1 zu gehen</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourceedit.cpp" line="29"/>
        <source>Not applied: the file changed elsewhere since you typed; copy your text and Revert</source>
        <translation>Nicht übernommen: Die Datei wurde seit Ihrer Eingabe anderswo geändert; kopieren Sie Ihren Text und verwerfen Sie</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourceedit.cpp" line="38"/>
        <source>Not applied: line %1: %2; fix it or revert</source>
        <translation>Nicht übernommen: Zeile %1: %2; korrigieren oder verwerfen</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourceedit.cpp" line="47"/>
        <source>Edit source of %1</source>
        <translation>Quelltext von %1 bearbeiten</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourceedit.cpp" line="54"/>
        <source>Applied (Ctrl+Z undoes it)</source>
        <translation>Übernommen (Strg+Z macht es rückgängig)</translation>
    </message>
    <message>
        <location filename="../widgets/source/sourceedit.cpp" line="85"/>
        <source>The file changed elsewhere; your typed text is kept (Revert takes the file&apos;s)</source>
        <translation>Die Datei wurde anderswo geändert; Ihr getippter Text bleibt (Verwerfen übernimmt den der Datei)</translation>
    </message>
</context>
<context>
    <name>robostage::StructureActions</name>
    <message>
        <location filename="../widgets/editing/structureactions.cpp" line="59"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location filename="../widgets/editing/structureactions.cpp" line="62"/>
        <source>Delete the selected entity (a link with the joints that connect it)</source>
        <translation>Die ausgewählte Entität löschen (einen Link mit den Gelenken, die ihn verbinden)</translation>
    </message>
    <message>
        <location filename="../widgets/editing/structureactions.cpp" line="65"/>
        <source>D&amp;uplicate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <location filename="../widgets/editing/structureactions.cpp" line="68"/>
        <source>Copy the selected entity next to it, at the same pose (a URDF link with its parent joint and the links below it)</source>
        <translation>Die ausgewählte Entität daneben kopieren, in derselben Pose (einen URDF-Link mit seinem Eltern-Gelenk und den Links darunter)</translation>
    </message>
    <message>
        <location filename="../widgets/editing/structureactions.cpp" line="72"/>
        <source>Re&amp;name…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <location filename="../widgets/editing/structureactions.cpp" line="75"/>
        <source>Rename the selected entity and every reference to it</source>
        <translation>Die ausgewählte Entität und jeden Verweis darauf umbenennen</translation>
    </message>
    <message>
        <location filename="../widgets/editing/structureactions.cpp" line="113"/>
        <source>Duplicate: the root link of a URDF robot cannot be copied (the copy would be a second root); duplicate one of its child links</source>
        <translation>Duplizieren: Der Wurzel-Link eines URDF-Roboters kann nicht kopiert werden (die Kopie wäre eine zweite Wurzel); duplizieren Sie einen seiner Kind-Links</translation>
    </message>
    <message>
        <location filename="../widgets/editing/structureactions.cpp" line="117"/>
        <source>Duplicate: a joint is not copied alone (a second joint with the same child link is invalid); duplicate its child link, which takes the joint along</source>
        <translation>Duplizieren: Ein Gelenk wird nicht allein kopiert (ein zweites Gelenk mit demselben Kind-Link ist ungültig); duplizieren Sie seinen Kind-Link, der das Gelenk mitnimmt</translation>
    </message>
    <message>
        <location filename="../widgets/editing/structureactions.cpp" line="120"/>
        <source>Duplicate: sensors are not copied; duplicate the link that holds the sensor</source>
        <translation>Duplizieren: Sensoren werden nicht kopiert; duplizieren Sie den Link, der den Sensor trägt</translation>
    </message>
    <message>
        <location filename="../widgets/editing/structureactions.cpp" line="124"/>
        <source>Duplicate: select a model, link, visual, collision, frame or light</source>
        <translation>Duplizieren: Wählen Sie ein Modell, einen Link, ein Visual, eine Kollision, einen Frame oder ein Licht</translation>
    </message>
    <message>
        <location filename="../widgets/editing/structureactions.cpp" line="125"/>
        <source>Duplicate: open a file first</source>
        <translation>Duplizieren: Öffnen Sie zuerst eine Datei</translation>
    </message>
    <message>
        <location filename="../widgets/editing/structureactions.cpp" line="137"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../widgets/editing/structureactions.cpp" line="156"/>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
</context>
<context>
    <name>robostage::TextureLibrary</name>
    <message>
        <location filename="../render/scenetextures.cpp" line="130"/>
        <source>texture &apos;%1&apos; cannot be read: %2; the surface is drawn without it.</source>
        <translation>Textur &apos;%1&apos; kann nicht gelesen werden: %2; die Oberfläche wird ohne sie gezeichnet.</translation>
    </message>
</context>
<context>
    <name>robostage::XacroExpressionText</name>
    <message>
        <location filename="../widgets/dialogs/xacroexpressionprompt.cpp" line="44"/>
        <source>Computed Value</source>
        <translation>Berechneter Wert</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/xacroexpressionprompt.cpp" line="45"/>
        <source>%1 is computed by an expression at %2.
The edit asked for %3. Type a new expression (${…}) or value to write there:</source>
        <translation>%1 wird in %2 durch einen Ausdruck berechnet.
Die Bearbeitung verlangt den Wert %3. Geben Sie einen neuen Ausdruck (${…}) oder Wert ein, der dort geschrieben werden soll:</translation>
    </message>
    <message>
        <location filename="../widgets/dialogs/xacroexpressionprompt.cpp" line="55"/>
        <source>The edit was cancelled; nothing changed.</source>
        <translation>Die Bearbeitung wurde abgebrochen; nichts wurde geändert.</translation>
    </message>
</context>
<context>
    <name>robostage::cli</name>
    <message>
        <location filename="../app/jointspecs.cpp" line="30"/>
        <source>--joint %1: expected NAME=VALUE with VALUE in radians or metres</source>
        <translation>--joint %1: erwartet wird NAME=WERT mit WERT in Radiant oder Metern</translation>
    </message>
    <message>
        <location filename="../app/jointspecs.cpp" line="46"/>
        <source>--joint %1: no joint named &apos;%2&apos;</source>
        <translation>--joint %1: kein Gelenk namens &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../app/jointspecs.cpp" line="47"/>
        <source>--joint %1: &apos;%2&apos; is ambiguous, use the scoped name</source>
        <translation>--joint %1: &apos;%2&apos; ist mehrdeutig, verwenden Sie den qualifizierten Namen</translation>
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
        <translation>Gelenkposition, Radiant oder Meter (wiederholbar).</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="289"/>
        <location filename="../app/collisionscommand.cpp" line="49"/>
        <location filename="../app/rendercommand.cpp" line="111"/>
        <source>NAME=VALUE</source>
        <translation>NAME=WERT</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="290"/>
        <source>Print a JSON array.</source>
        <translation>Ein JSON-Array ausgeben.</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="292"/>
        <source>Also print each link&apos;s inertial: mass, centre-of-mass pose in the world, inertia (SDFormat 1.11 auto=&quot;true&quot; computed from the collisions).</source>
        <translation>Auch das Inertial jedes Links ausgeben: Masse, Pose des Schwerpunkts in der Welt, Trägheit (SDFormat 1.11 auto=&quot;true&quot; aus den Kollisionen berechnet).</translation>
    </message>
    <message>
        <location filename="../app/checkcommand.cpp" line="31"/>
        <source>Reads each FILE and reports what is wrong in it: FILE:LINE: error|warning: MESSAGE lines, or the form --format names for CI tools.</source>
        <translation>Liest jede DATEI und meldet, was darin falsch ist: Zeilen DATEI:ZEILE: error|warning: MELDUNG, oder die Form, die --format für CI-Werkzeuge nennt.</translation>
    </message>
    <message>
        <location filename="../app/checkcommand.cpp" line="34"/>
        <source>Files to check.</source>
        <translation>Zu prüfende Dateien.</translation>
    </message>
    <message>
        <location filename="../app/checkcommand.cpp" line="34"/>
        <source>FILE…</source>
        <translation>DATEI…</translation>
    </message>
    <message>
        <location filename="../app/checkcommand.cpp" line="36"/>
        <source>Report as text (default), json, github (GitHub Actions annotations), junit (JUnit XML) or sarif (SARIF 2.1.0).</source>
        <translation>Bericht als text (Standard), json, github (Anmerkungen für GitHub Actions), junit (JUnit-XML) oder sarif (SARIF 2.1.0).</translation>
    </message>
    <message>
        <location filename="../app/checkcommand.cpp" line="38"/>
        <source>FORMAT</source>
        <translation>FORMAT</translation>
    </message>
    <message>
        <location filename="../app/checkcommand.cpp" line="40"/>
        <source>Fail (exit status 1) when there are more than N warnings in all.</source>
        <translation>Schlägt fehl (Exit-Status 1), wenn es insgesamt mehr als N Warnungen gibt.</translation>
    </message>
    <message>
        <location filename="../app/checkcommand.cpp" line="54"/>
        <source>give at least one FILE</source>
        <translation>geben Sie mindestens eine DATEI an</translation>
    </message>
    <message>
        <location filename="../app/checkcommand.cpp" line="56"/>
        <source>--format %1: expected text, json, github, junit or sarif</source>
        <translation>--format %1: erwartet text, json, github, junit oder sarif</translation>
    </message>
    <message>
        <location filename="../app/checkcommand.cpp" line="59"/>
        <source>--max-warnings %1: expected a count (0 or more)</source>
        <translation>--max-warnings %1: erwartet eine Anzahl (0 oder mehr)</translation>
    </message>
    <message>
        <location filename="../app/checkcommand.cpp" line="82"/>
        <source>robostage check: %1 warnings, more than --max-warnings %2</source>
        <translation>robostage check: %1 Warnungen, mehr als --max-warnings %2</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="297"/>
        <location filename="../app/cli.cpp" line="302"/>
        <location filename="../app/collisionscommand.cpp" line="47"/>
        <location filename="../app/ikcommand.cpp" line="75"/>
        <source>File to read.</source>
        <translation>Zu lesende Datei.</translation>
    </message>
    <message>
        <location filename="../app/cli.cpp" line="334"/>
        <source>robostage: out of memory while reading %1</source>
        <translation>robostage: nicht genug Speicher beim Lesen von %1</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="98"/>
        <source>Renders FILE to a PNG without opening a window.</source>
        <translation>Rendert DATEI in ein PNG, ohne ein Fenster zu öffnen.</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="100"/>
        <source>File to render.</source>
        <translation>Zu rendernde Datei.</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="102"/>
        <source>Image to write (PNG).</source>
        <translation>Zu schreibendes Bild (PNG).</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="126"/>
        <source>Add an SDFormat model: PARENT is the world&apos;s name (or &apos;world&apos;) for a top-level model, or a model for a nested one (repeatable).</source>
        <translation>Ein SDFormat-Modell hinzufügen: PARENT ist der Name der Welt (oder &apos;world&apos;) für ein Modell auf oberster Ebene, oder ein Modell für ein verschachteltes (wiederholbar).</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="129"/>
        <source>Add a link with mass 1 kg and inertia diag(1, 1, 1) kg·m². URDF: NAME alone, no POSE, and the link needs a joint added in the same command.</source>
        <translation>Einen Link mit Masse 1 kg und Trägheit diag(1, 1, 1) kg·m² hinzufügen. URDF: nur NAME, keine POSE, und der Link braucht ein Gelenk, das im selben Befehl hinzugefügt wird.</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="132"/>
        <source>Add a joint between two links of MODEL. SDFormat: POSE in the child link&apos;s frame; URDF: NAME=TYPE,PARENT,CHILD, POSE is the origin in PARENT. Revolute and prismatic joints get limits of ±π rad or ±1 m.</source>
        <translation>Ein Gelenk zwischen zwei Links von MODEL hinzufügen. SDFormat: POSE im Frame des Kind-Links; URDF: NAME=TYPE,PARENT,CHILD, POSE ist der Ursprung in PARENT. Dreh- und Schubgelenke erhalten Grenzen von ±π rad bzw. ±1 m.</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="136"/>
        <source>Add a visual to a link. GEOMETRY: box:X,Y,Z, sphere:R, cylinder:R,LENGTH, capsule:R,LENGTH, ellipsoid:A,B,C or mesh:URI[,SCALE] (metres).</source>
        <translation>Einem Link ein Visual hinzufügen. GEOMETRY: box:X,Y,Z, sphere:R, cylinder:R,LENGTH, capsule:R,LENGTH, ellipsoid:A,B,C oder mesh:URI[,SCALE] (Meter).</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="138"/>
        <source>Add a collision to a link; GEOMETRY as for --add-visual.</source>
        <translation>Einem Link eine Kollision hinzufügen; GEOMETRY wie bei --add-visual.</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="140"/>
        <source>Add an SDFormat 1.7+ frame to a world or model (a link: attached to it, named in its model).</source>
        <translation>Einer Welt oder einem Modell einen SDFormat-1.7+-Frame hinzufügen (ein Link: an ihm befestigt, in seinem Modell benannt).</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="143"/>
        <source>Add a light to the world or a link (SDFormat 1.6+; URDF: a link, in a &lt;gazebo&gt; block).</source>
        <translation>Ein Licht zur Welt oder zu einem Link hinzufügen (SDFormat 1.6+; URDF: ein Link, in einem &lt;gazebo&gt;-Block).</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="146"/>
        <source>Add a sensor to a link (URDF: in a &lt;gazebo&gt; block); a contact sensor needs a collision on the link.</source>
        <translation>Einen Sensor zu einem Link hinzufügen (URDF: in einem &lt;gazebo&gt;-Block); ein Kontaktsensor braucht eine Kollision am Link.</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="149"/>
        <source>Include a model (SDFormat): URI is model://NAME, a path or a Fuel URL; without NAME the model&apos;s own name, made unique (NAME_0, NAME_1, ...).</source>
        <translation>Ein Modell einbinden (SDFormat): URI ist model://NAME, ein Pfad oder eine Fuel-URL; ohne NAME der eigene Name des Modells, eindeutig gemacht (NAME_0, NAME_1, ...).</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="159"/>
        <source>Applies edits to a description file and saves it; everything not edited keeps its bytes. Values are in metres and radians, in the frame the element&apos;s pose is expressed in. NAME is a scoped name as &apos;robostage poses&apos; prints it (or an unambiguous suffix; KIND:NAME picks a kind).</source>
        <translation>Wendet Änderungen auf eine Beschreibungsdatei an und speichert sie; alles nicht Bearbeitete behält seine Bytes. Werte sind in Metern und Radiant, im Frame, in dem die Pose des Elements angegeben ist. NAME ist ein qualifizierter Name, wie &apos;robostage poses&apos; ihn ausgibt (oder ein eindeutiges Suffix; ART:NAME wählt eine Art).</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="164"/>
        <source>The --add-* options add one element each, in the order given; POSE is x,y,z,roll,pitch,yaw in metres and radians relative to the new element&apos;s parent frame (default all zero); URDF names drop the model part.</source>
        <translation>Die Optionen --add-* fügen je ein Element hinzu, in der angegebenen Reihenfolge; POSE ist x,y,z,roll,pitch,yaw in Metern und Radiant relativ zum Eltern-Frame des neuen Elements (Standard: alles null); URDF-Namen lassen den Modellteil weg.</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="168"/>
        <source>File to edit.</source>
        <translation>Zu bearbeitende Datei.</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="170"/>
        <location filename="../app/rendercommand.cpp" line="102"/>
        <source>OUT</source>
        <translation>AUS</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="170"/>
        <source>File to write (may be IN).</source>
        <translation>Zu schreibende Datei (darf EIN sein).</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="172"/>
        <source>Set a pose: x,y,z in metres, roll,pitch,yaw in radians (repeatable).</source>
        <translation>Eine Pose setzen: x,y,z in Metern, roll,pitch,yaw in Radiant (wiederholbar).</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="173"/>
        <source>NAME=x,y,z,roll,pitch,yaw</source>
        <translation>NAME=x,y,z,roll,pitch,yaw</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="175"/>
        <source>Set a joint&apos;s axis direction (repeatable).</source>
        <translation>Die Achsrichtung eines Gelenks setzen (wiederholbar).</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="175"/>
        <source>JOINT=x,y,z</source>
        <translation>GELENK=x,y,z</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="177"/>
        <source>Set a visual&apos;s colour, components in [0, 1] (repeatable).</source>
        <translation>Die Farbe eines Visuals setzen, Komponenten in [0, 1] (wiederholbar).</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="177"/>
        <source>NAME=r,g,b,a</source>
        <translation>NAME=r,g,b,a</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="179"/>
        <source>Set an SDFormat joint&apos;s initial position, radians or metres, written as &lt;axis&gt;&lt;initial_position&gt; (repeatable).</source>
        <translation>Setzt die Anfangsposition eines SDFormat-Gelenks in Radiant oder Metern, geschrieben als &lt;axis&gt;&lt;initial_position&gt; (wiederholbar).</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="183"/>
        <source>Rename an entity and every reference to it (repeatable).</source>
        <translation>Eine Entität und jeden Verweis darauf umbenennen (wiederholbar).</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="51"/>
        <source>%1 mm, %2°</source>
        <translation>%1 mm, %2°</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="67"/>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="67"/>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="86"/>
        <source>moved with the changes above (world pose):</source>
        <translation>mit den Änderungen oben bewegt (Weltpose):</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="91"/>
        <source>equal</source>
        <translation>gleich</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="97"/>
        <source>%1 entities changed%2, %3 added, %4 removed, %5 moved</source>
        <translation>%1 Entitäten geändert%2, %3 hinzugefügt, %4 entfernt, %5 bewegt</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="138"/>
        <source>Compares two descriptions (any formats RoboStage reads) entity by entity: what was added, removed or written differently, and what moved with it.</source>
        <translation>Vergleicht zwei Beschreibungen (in allen Formaten, die RoboStage liest) Entität für Entität: was hinzugefügt, entfernt oder anders geschrieben wurde und was sich damit bewegt hat.</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="141"/>
        <source>The description before.</source>
        <translation>Die Beschreibung vorher.</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="142"/>
        <source>The description after.</source>
        <translation>Die Beschreibung nachher.</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="143"/>
        <source>Print a JSON object.</source>
        <translation>Ein JSON-Objekt ausgeben.</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="145"/>
        <source>Pair an entity renamed between the versions (scoped names; repeatable).</source>
        <translation>Eine zwischen den Versionen umbenannte Entität zuordnen (vollständige Namen; wiederholbar).</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="146"/>
        <location filename="../app/editcommand.cpp" line="183"/>
        <source>OLD=NEW</source>
        <translation>ALT=NEU</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="148"/>
        <source>Count positions within M metres and angles within RAD radians as equal (other numbers within the larger of the two).</source>
        <translation>Positionen innerhalb von M Metern und Winkel innerhalb von RAD Radiant als gleich zählen (andere Zahlen innerhalb des größeren der beiden Werte).</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="150"/>
        <source>M,RAD</source>
        <translation>M,RAD</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="153"/>
        <source>A xacro argument of OLD only (repeatable).</source>
        <translation>Ein xacro-Argument nur für OLD (wiederholbar).</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="155"/>
        <source>A xacro argument of NEW only (repeatable).</source>
        <translation>Ein xacro-Argument nur für NEW (wiederholbar).</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="157"/>
        <source>Also draw both versions into a PNG: OLD as a see-through ghost, NEW solid, changed entities orange, added green, moved yellow, removed red.</source>
        <translation>Zeichnet beide Versionen zusätzlich in ein PNG: OLD als durchsichtigen Geist, NEW massiv, geänderte Entitäten orange, hinzugefügte grün, bewegte gelb, entfernte rot.</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="159"/>
        <source>OUT.png</source>
        <translation>OUT.png</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="161"/>
        <source>Size of the --image picture in pixels (default 800x600).</source>
        <translation>Größe des --image-Bildes in Pixeln (Standard 800x600).</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="176"/>
        <source>expected OLD and NEW</source>
        <translation>erwartet OLD und NEW</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="180"/>
        <source>--rename %1: expected OLD=NEW</source>
        <translation>--rename %1: erwartet OLD=NEW</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="192"/>
        <source>--tolerance %1: expected M,RAD (two numbers, 0 or more)</source>
        <translation>--tolerance %1: erwartet M,RAD (zwei Zahlen, 0 oder mehr)</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="209"/>
        <source>robostage diff: %1: cannot read the file; check the path.</source>
        <translation>robostage diff: %1: Die Datei kann nicht gelesen werden; prüfen Sie den Pfad.</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="221"/>
        <source>robostage diff: %1: not a description RoboStage reads (see above).</source>
        <translation>robostage diff: %1: keine Beschreibung, die RoboStage liest (siehe oben).</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="185"/>
        <source>Set an SDFormat model&apos;s static flag (repeatable).</source>
        <translation>Das static-Flag eines SDFormat-Modells setzen (wiederholbar).</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="185"/>
        <source>MODEL=true|false</source>
        <translation>MODELL=true|false</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="187"/>
        <source>Delete an entity; a link takes the joints that connect it (repeatable).</source>
        <translation>Eine Entität löschen; ein Link nimmt die Gelenke mit, die ihn verbinden (wiederholbar).</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="187"/>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="189"/>
        <source>Duplicate a model, link, visual, collision, frame or light next to it, at the same pose, named NEWNAME or NAME_copy (repeatable).</source>
        <translation>Ein Modell, einen Link, ein Visual, eine Kollision, einen Frame oder ein Licht daneben duplizieren, in derselben Pose, mit dem Namen NEUERNAME oder NAME_copy (wiederholbar).</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="191"/>
        <source>NAME[=NEWNAME]</source>
        <translation>NAME[=NEUERNAME]</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="193"/>
        <source>When a value is written in a place other instances share (SimRobot: ref=, &lt;Include&gt;; xacro: a property used elsewhere, a macro expanded several times, a parameter default), change only this instance (SimRobot: its own element overrides the definition; xacro: the literal at this use, or a new macro parameter passed by this call) or the shared definition. Without it such edits are refused.</source>
        <translation>Wenn ein Wert an einer Stelle steht, die andere Instanzen gemeinsam nutzen (SimRobot: ref=, &lt;Include&gt;; xacro: eine anderswo verwendete Eigenschaft, ein mehrfach expandiertes Makro, ein Standardwert eines Parameters), nur diese Instanz ändern (SimRobot: ihr eigenes Element überschreibt die Definition; xacro: das Literal an dieser Verwendung oder ein neuer Makroparameter, den dieser Aufruf übergibt) oder die gemeinsame Definition. Ohne diese Option werden solche Änderungen abgelehnt.</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="198"/>
        <source>instance|definition</source>
        <translation>instance|definition</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="200"/>
        <source>xacro: when a value is computed by an expression that no number in it carries (a conditional, a string), write the new value as a literal in place of the expression, for this use. Without it such edits are refused.</source>
        <translation>xacro: wenn ein Wert von einem Ausdruck berechnet wird, den keine Zahl darin trägt (eine Bedingung, ein Text), den neuen Wert als Literal an die Stelle des Ausdrucks schreiben, für diese Verwendung. Ohne diese Option werden solche Änderungen abgelehnt.</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="203"/>
        <source>literal</source>
        <translation>literal</translation>
    </message>
    <message>
        <location filename="../app/geometryedits.cpp" line="59"/>
        <source>Set a link&apos;s inertial from its collision geometry (its visuals when it has none): mass, centre of mass and inertia tensor at a uniform density (default 1000 kg/m³) or for a total mass (repeatable).</source>
        <translation>Setzt die Trägheit eines Links aus seiner Kollisionsgeometrie (ohne Kollisionen aus seinen Visuals): Masse, Schwerpunkt und Trägheitstensor bei gleichmäßiger Dichte (Standard 1000 kg/m³) oder für eine Gesamtmasse (wiederholbar).</translation>
    </message>
    <message>
        <location filename="../app/geometryedits.cpp" line="62"/>
        <source>LINK[=mass:KG|density:KG_PER_M3]</source>
        <translation>LINK[=mass:KG|density:KG_PER_M3]</translation>
    </message>
    <message>
        <location filename="../app/geometryedits.cpp" line="64"/>
        <source>Add a collision fitted around a link&apos;s visuals: the smallest oriented box, cylinder, sphere or capsule, or the convex hull (at most 255 vertices, written as LINK_hull.stl beside the output); with &apos;,replace&apos; it replaces the link&apos;s collisions; &apos;,visual=NAME&apos; (repeatable) fits those visuals only (repeatable).</source>
        <translation>Eine Kollision hinzufügen, die die Visuals eines Links umschließt: der kleinste orientierte Quader, Zylinder, Kugel oder Kapsel, oder die konvexe Hülle (höchstens 255 Eckpunkte, als LINK_hull.stl neben der Ausgabe geschrieben); mit &apos;,replace&apos; ersetzt sie die Kollisionen des Links; &apos;,visual=NAME&apos; (wiederholbar) umschließt nur diese Visuals (wiederholbar).</translation>
    </message>
    <message>
        <location filename="../app/geometryedits.cpp" line="68"/>
        <source>LINK=box|cylinder|sphere|capsule|hull[,replace][,visual=NAME]…</source>
        <translation>LINK=box|cylinder|sphere|capsule|hull[,replace][,visual=NAME]…</translation>
    </message>
    <message>
        <location filename="../app/geometryedits.cpp" line="70"/>
        <source>Set a visual&apos;s or collision&apos;s shape, sizes in metres: a box&apos;s X,Y,Z extents, a radius, a cylinder&apos;s or capsule&apos;s radius and length, an ellipsoid&apos;s radii, or a mesh URI with an optional scale (repeatable).</source>
        <translation>Die Form eines Visuals oder einer Kollision setzen, Größen in Metern: die X,Y,Z-Ausdehnung eines Quaders, ein Radius, Radius und Länge eines Zylinders oder einer Kapsel, die Radien eines Ellipsoids oder eine Mesh-URI mit optionaler Skalierung (wiederholbar).</translation>
    </message>
    <message>
        <location filename="../app/geometryedits.cpp" line="73"/>
        <source>NAME=box:X,Y,Z|sphere:R|cylinder:R,L|capsule:R,L|ellipsoid:X,Y,Z|mesh:URI[,S]</source>
        <translation>NAME=box:X,Y,Z|sphere:R|cylinder:R,L|capsule:R,L|ellipsoid:X,Y,Z|mesh:URI[,S]</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="216"/>
        <source>edit: give one IN file and -o OUT</source>
        <translation>edit: Geben Sie eine EIN-Datei und -o AUS an</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="228"/>
        <source>--shared %1: the value is instance or definition</source>
        <translation>--shared %1: der Wert ist instance oder definition</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="233"/>
        <source>--computed %1: the value is literal</source>
        <translation>--computed %1: der Wert ist literal</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="239"/>
        <source>%1: cannot read the file; check the path.</source>
        <translation>%1: die Datei kann nicht gelesen werden; prüfen Sie den Pfad.</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="259"/>
        <source>%1: the file could not be read as XML (see above); fix it before editing.</source>
        <translation>%1: die Datei konnte nicht als XML gelesen werden (siehe oben); korrigieren Sie sie vor dem Bearbeiten.</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="274"/>
        <source>--%1 %2: expected NAME= and %3 comma-separated numbers</source>
        <translation>--%1 %2: erwartet werden NAME= und %3 kommagetrennte Zahlen</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="289"/>
        <source>--%1 %2: %3. Nothing was written.</source>
        <translation>--%1 %2: %3. Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="298"/>
        <source>--%1 %2: expected NAME=VALUE</source>
        <translation>--%1 %2: erwartet wird NAME=WERT</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="318"/>
        <source>--set-static %1: the value is true or false</source>
        <translation>--set-static %1: der Wert ist true oder false</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="331"/>
        <source>%1: wrote %2=&quot;%3&quot; in place of &quot;%4&quot;</source>
        <translation>%1: %2=&quot;%3&quot; an die Stelle von &quot;%4&quot; geschrieben</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="336"/>
        <source>note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="344"/>
        <source>Give --shared instance or --shared definition.</source>
        <translation>Geben Sie --shared instance oder --shared definition an.</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="345"/>
        <source>Only the definition can change (%1); give --shared definition.</source>
        <translation>Nur die Definition kann sich ändern (%1); geben Sie --shared definition an.</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="348"/>
        <source>--%1 %2: %3 Nothing was written.</source>
        <translation>--%1 %2: %3 Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="356"/>
        <source>edit: %1. Nothing was written.</source>
        <translation>edit: %1. Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="363"/>
        <source>wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="104"/>
        <source>Image size in pixels (default 800x600).</source>
        <translation>Bildgröße in Pixeln (Standard 800x600).</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="161"/>
        <location filename="../app/rendercommand.cpp" line="104"/>
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="106"/>
        <source>Camera direction: iso, front, top or side (default iso).</source>
        <translation>Kamerarichtung: iso, front, top oder side (Standard iso).</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="106"/>
        <source>VIEW</source>
        <translation>ANSICHT</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="109"/>
        <source>Overlay the collision shapes.</source>
        <translation>Die Kollisionsformen überlagern.</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="113"/>
        <source>Orbit the camera through N frames, then print first_frame_ms (from the command&apos;s start, before loading FILE, to the first frame read back), meshes_loaded_ms (from the same start until every mesh has been read) and fps (frames per second of the orbit), one per line.</source>
        <translation>Die Kamera durch N Bilder kreisen lassen, dann first_frame_ms (vom Start des Befehls, vor dem Laden von DATEI, bis das erste Bild zurückgelesen ist), meshes_loaded_ms (vom selben Start, bis jedes Mesh gelesen ist) und fps (Bilder pro Sekunde der Kreisfahrt) ausgeben, je eine Zeile.</translation>
    </message>
    <message>
        <location filename="../app/collisionscommand.cpp" line="43"/>
        <source>Measures how well each link&apos;s collision geometry fits its visual geometry (volumes, intersection over union, how far each sticks out of the other) and lists the pairs of links whose collisions intersect at the joint positions.</source>
        <translation>Misst, wie gut die Kollisionsgeometrie jedes Links zu seiner visuellen Geometrie passt (Volumina, Schnitt durch Vereinigung, wie weit die eine aus der anderen herausragt), und listet die Link-Paare, deren Kollisionen sich bei den Gelenkstellungen schneiden.</translation>
    </message>
    <message>
        <location filename="../app/collisionscommand.cpp" line="50"/>
        <location filename="../app/ikcommand.cpp" line="87"/>
        <source>Print JSON.</source>
        <translation>JSON ausgeben.</translation>
    </message>
    <message>
        <location filename="../app/collisionscommand.cpp" line="52"/>
        <source>SRDF file whose &lt;disable_collisions&gt; pairs are not reported (default: FILE&apos;s stem with .srdf beside it).</source>
        <translation>SRDF-Datei, deren &lt;disable_collisions&gt;-Paare nicht gemeldet werden (Standard: der Stamm von FILE mit .srdf daneben).</translation>
    </message>
    <message>
        <location filename="../app/collisionscommand.cpp" line="54"/>
        <source>PATH</source>
        <translation>PFAD</translation>
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
        <translation>Gitterpunkte entlang der längsten Seite jedes Links für die Volumina (Standard 64).</translation>
    </message>
    <message>
        <location filename="../app/collisionscommand.cpp" line="70"/>
        <source>collisions: give one FILE (and --cells between 4 and 1000)</source>
        <translation>collisions: geben Sie eine FILE an (und --cells zwischen 4 und 1000)</translation>
    </message>
    <message>
        <location filename="../app/collisionscommand.cpp" line="83"/>
        <source>%1: %2 is not measured</source>
        <translation>%1: %2 wird nicht vermessen</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="119"/>
        <source>How visuals are drawn: solid, wireframe (triangle edges) or transparent (see-through, showing inner parts and collisions); default solid.</source>
        <translation>Wie Visuals gezeichnet werden: solid, wireframe (Dreieckskanten) oder transparent (durchsichtig, zeigt innere Teile und Kollisionen); Standard solid.</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="121"/>
        <source>STYLE</source>
        <translation>STIL</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="123"/>
        <source>Helper drawings, comma-separated: frames, joints, inertia, lights, frustums, forces.</source>
        <translation>Hilfszeichnungen, kommagetrennt: frames, joints, inertia, lights, frustums, forces.</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="126"/>
        <source>Leave out the grid and the origin axes (the model alone, as in thumbnails).</source>
        <translation>Raster und Ursprungsachsen weglassen (nur das Modell, wie in Vorschaubildern).</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="166"/>
        <source>--overlays %1: expected frames, joints, inertia, lights, frustums or forces</source>
        <translation>--overlays %1: erwartet wird frames, joints, inertia, lights, frustums oder forces</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="124"/>
        <source>LIST</source>
        <translation>LISTE</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="47"/>
        <source>timed out after %1 s</source>
        <translation>Zeitüberschreitung nach %1 s</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="144"/>
        <source>expected one FILE and -o OUT.png</source>
        <translation>erwartet werden eine DATEI und -o AUS.png</translation>
    </message>
    <message>
        <location filename="../app/diffcommand.cpp" line="200"/>
        <location filename="../app/rendercommand.cpp" line="147"/>
        <source>--size %1: expected WxH in pixels</source>
        <translation>--size %1: erwartet wird BxH in Pixeln</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="149"/>
        <source>--view %1: expected iso, front, top or side</source>
        <translation>--view %1: erwartet wird iso, front, top oder side</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="151"/>
        <source>--frames %1: expected a frame count</source>
        <translation>--frames %1: erwartet wird eine Bildanzahl</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="154"/>
        <source>--style %1: expected solid, wireframe or transparent</source>
        <translation>--style %1: erwartet wird solid, wireframe oder transparent</translation>
    </message>
    <message>
        <location filename="../app/rendercommand.cpp" line="226"/>
        <source>the scene has nothing to draw</source>
        <translation>die Szene enthält nichts zu zeichnen</translation>
    </message>
    <message>
        <location filename="../app/diffimage.cpp" line="107"/>
        <location filename="../app/rendercommand.cpp" line="245"/>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../app/convertcommand.cpp" line="45"/>
        <source>Converts a URDF file to SDFormat, an SDFormat model to URDF, or a SimRobot scene (.ros2) to an SDFormat world; the scene&apos;s inline meshes are written as OBJ files into OUT_meshes/ next to OUT (OUT without its extension, then _meshes). A xacro file is expanded with the --arg values: to URDF it is written as the xacro tool prints it, to SDFormat it converts like a URDF file.</source>
        <translation>Konvertiert eine URDF-Datei nach SDFormat, ein SDFormat-Modell nach URDF oder eine SimRobot-Szene (.ros2) in eine SDFormat-Welt; die eingebetteten Meshes der Szene werden als OBJ-Dateien in AUS_meshes/ neben AUS geschrieben (AUS ohne seine Endung, dann _meshes). Eine xacro-Datei wird mit den --arg-Werten expandiert: Nach URDF wird sie so geschrieben, wie das xacro-Werkzeug sie ausgibt, nach SDFormat wird sie wie eine URDF-Datei konvertiert.</translation>
    </message>
    <message>
        <location filename="../app/convertcommand.cpp" line="52"/>
        <source>File to read (URDF, xacro, SDFormat or SimRobot scene).</source>
        <translation>Zu lesende Datei (URDF, xacro, SDFormat oder SimRobot-Szene).</translation>
    </message>
    <message>
        <location filename="../app/convertcommand.cpp" line="53"/>
        <source>File to write (.sdf, .world, .urdf).</source>
        <translation>Zu schreibende Datei (.sdf, .world, .urdf).</translation>
    </message>
    <message>
        <location filename="../app/convertcommand.cpp" line="55"/>
        <source>Target format (default: from OUT&apos;s extension).</source>
        <translation>Zielformat (Standard: aus der Endung von AUS).</translation>
    </message>
    <message>
        <location filename="../app/convertcommand.cpp" line="57"/>
        <source>SDFormat version to write (1.11 keeps joint mimics).</source>
        <translation>Zu schreibende SDFormat-Version (1.11 erhält Gelenk-Mimics).</translation>
    </message>
    <message>
        <location filename="../app/convertcommand.cpp" line="70"/>
        <source>convert needs IN and OUT.</source>
        <translation>convert braucht EIN und AUS.</translation>
    </message>
    <message>
        <location filename="../app/convertcommand.cpp" line="83"/>
        <source>cannot tell the target format from &apos;%1&apos;; name OUT .sdf, .world or .urdf, or give --to sdf|urdf.</source>
        <translation>das Zielformat lässt sich aus &apos;%1&apos; nicht ableiten; nennen Sie AUS .sdf, .world oder .urdf, oder geben Sie --to sdf|urdf an.</translation>
    </message>
    <message>
        <location filename="../app/convertcommand.cpp" line="93"/>
        <source>--sdf-version must be 1.9, 1.10 or 1.11.</source>
        <translation>--sdf-version muss 1.9, 1.10 oder 1.11 sein.</translation>
    </message>
    <message>
        <location filename="../app/convertcommand.cpp" line="100"/>
        <source>%1: not converted: the file has errors.</source>
        <translation>%1: nicht konvertiert: die Datei hat Fehler.</translation>
    </message>
    <message>
        <location filename="../app/convertcommand.cpp" line="106"/>
        <source>%1: error: a SimRobot scene converts to SDFormat only (a world of several models, which URDF cannot hold); name OUT .sdf or .world, or give --to sdf.</source>
        <translation>%1: Fehler: eine SimRobot-Szene lässt sich nur nach SDFormat konvertieren (eine Welt aus mehreren Modellen, die URDF nicht fassen kann); nennen Sie AUS .sdf oder .world, oder geben Sie --to sdf an.</translation>
    </message>
    <message>
        <location filename="../app/xacroarguments.cpp" line="27"/>
        <source>xacro argument: the value of &lt;xacro:arg name=&quot;NAME&quot;&gt; (repeatable; files that are not xacro ignore it).</source>
        <translation>xacro-Argument: der Wert von &lt;xacro:arg name=&quot;NAME&quot;&gt; (wiederholbar; Dateien, die kein xacro sind, ignorieren es).</translation>
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
        <translation>--arg %1: erwartet wird NAME:=VALUE, der Name eines xacro:arg, &apos;:=&apos; und sein Wert</translation>
    </message>
    <message>
        <location filename="../app/xacroarguments.cpp" line="54"/>
        <source>%1: no such file; give a xacro argument as --arg %1</source>
        <translation>%1: Datei nicht vorhanden; geben Sie ein xacro-Argument als --arg %1 an</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="43"/>
        <source>&apos;%1&apos; is not NAME:=VALUE.</source>
        <translation>&apos;%1&apos; ist nicht NAME:=WERT.</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="71"/>
        <source>Expands a xacro file as ROS 2&apos;s xacro command does, without ROS: any root element, $(find PKG) and package:// from ROS_PACKAGE_PATH and AMENT_PREFIX_PATH, the xacro:arg values given as NAME:=VALUE. Prints the result with xacro&apos;s banner, or writes it to OUT.</source>
        <translation>Expandiert eine xacro-Datei wie das xacro-Kommando von ROS 2, ohne ROS: jedes Wurzelelement, $(find PKG) und package:// aus ROS_PACKAGE_PATH und AMENT_PREFIX_PATH, die xacro:arg-Werte als NAME:=WERT. Gibt das Ergebnis mit dem Banner von xacro aus oder schreibt es nach OUT.</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="76"/>
        <source>The xacro file to expand.</source>
        <translation>Die zu expandierende xacro-Datei.</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="78"/>
        <source>A xacro:arg value (repeatable).</source>
        <translation>Ein xacro:arg-Wert (wiederholbar).</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="78"/>
        <source>[NAME:=VALUE…]</source>
        <translation>[NAME:=WERT…]</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="80"/>
        <source>Write the result to FILE (atomically) instead of printing it.</source>
        <translation>Das Ergebnis (atomar) in DATEI schreiben statt es auszugeben.</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="80"/>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="82"/>
        <source>Print the files the expansion reads besides IN (includes, load_yaml), separated by spaces, instead of the result.</source>
        <translation>Statt des Ergebnisses die Dateien ausgeben, die die Expansion außer IN liest (Includes, load_yaml), durch Leerzeichen getrennt.</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="86"/>
        <source>Accepted for xacro&apos;s sake: in-order processing is the only mode.</source>
        <translation>Für xacro akzeptiert: die Verarbeitung in Reihenfolge ist der einzige Modus.</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="88"/>
        <source>Accepted for xacro&apos;s sake: xacro tags always need their xacro: prefix.</source>
        <translation>Für xacro akzeptiert: xacro-Tags brauchen immer ihr Präfix xacro:.</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="90"/>
        <source>Quiet: print errors only, no warnings.</source>
        <translation>Still: nur Fehler ausgeben, keine Warnungen.</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="91"/>
        <source>Raise the verbosity.</source>
        <translation>Ausführlicher ausgeben.</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="93"/>
        <source>Verbosity: 0 errors only, 1 (default) also warnings.</source>
        <translation>Ausführlichkeit: 0 nur Fehler, 1 (Standard) auch Warnungen.</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="93"/>
        <source>LEVEL</source>
        <translation>STUFE</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="110"/>
        <source>xacro needs exactly one input file.</source>
        <translation>xacro braucht genau eine Eingabedatei.</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="119"/>
        <source>--verbosity takes a level: 0, 1, 2, …</source>
        <translation>--verbosity erwartet eine Stufe: 0, 1, 2, …</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="131"/>
        <source>%1: error: no such file</source>
        <translation>%1: Fehler: Datei nicht gefunden</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="150"/>
        <source>%1: not expanded: the file has errors.</source>
        <translation>%1: nicht expandiert: die Datei hat Fehler.</translation>
    </message>
    <message>
        <location filename="../app/xacrocommand.cpp" line="164"/>
        <source>%1: error: cannot write: %2</source>
        <translation>%1: Fehler: kann nicht schreiben: %2</translation>
    </message>
    <message>
        <location filename="../app/ikcommand.cpp" line="71"/>
        <source>Inverse kinematics: the joint positions that put link TIP at a world pose (metres, radians), on the chain from the root (or --base) to TIP, within the joint limits, nearest to the --from positions.</source>
        <translation>Inverse Kinematik: die Gelenkstellungen, die den Link TIP auf eine Pose in der Welt bringen (Meter, Radiant), auf der Kette von der Wurzel (oder --base) bis TIP, innerhalb der Gelenkgrenzen und möglichst nah an den --from-Stellungen.</translation>
    </message>
    <message>
        <location filename="../app/ikcommand.cpp" line="77"/>
        <source>TIP=x,y,z,roll,pitch,yaw: the tip link and its target pose in the world (TIP=x,y,z: its position only).</source>
        <translation>TIP=x,y,z,roll,pitch,yaw: der End-Link und seine Zielpose in der Welt (TIP=x,y,z: nur seine Position).</translation>
    </message>
    <message>
        <location filename="../app/ikcommand.cpp" line="80"/>
        <source>Link where the chain starts (default: the root of TIP&apos;s tree).</source>
        <translation>Link, an dem die Kette beginnt (Standard: die Wurzel des Baums von TIP).</translation>
    </message>
    <message>
        <location filename="../app/ikcommand.cpp" line="80"/>
        <source>LINK</source>
        <translation>LINK</translation>
    </message>
    <message>
        <location filename="../app/ikcommand.cpp" line="82"/>
        <source>Start position of a joint, radians or metres (repeatable; default: its initial position).</source>
        <translation>Startstellung eines Gelenks, Radiant oder Meter (wiederholbar; Standard: seine Anfangsstellung).</translation>
    </message>
    <message>
        <location filename="../app/editcommand.cpp" line="181"/>
        <location filename="../app/ikcommand.cpp" line="84"/>
        <source>JOINT=VALUE</source>
        <translation>GELENK=WERT</translation>
    </message>
    <message>
        <location filename="../app/ikcommand.cpp" line="86"/>
        <source>Reach the position only; the tip&apos;s orientation is free.</source>
        <translation>Nur die Position erreichen; die Orientierung des End-Links ist frei.</translation>
    </message>
    <message>
        <location filename="../app/ikcommand.cpp" line="89"/>
        <source>Time budget of the search in milliseconds (default 50).</source>
        <translation>Zeitbudget der Suche in Millisekunden (Standard 50).</translation>
    </message>
    <message>
        <location filename="../app/ikcommand.cpp" line="89"/>
        <source>MS</source>
        <translation>MS</translation>
    </message>
    <message>
        <location filename="../app/ikcommand.cpp" line="108"/>
        <source>ik: give FILE and TIP=x,y,z,roll,pitch,yaw (metres, radians), and a positive --timeout</source>
        <translation>ik: geben Sie FILE und TIP=x,y,z,roll,pitch,yaw (Meter, Radiant) sowie ein positives --timeout an</translation>
    </message>
    <message>
        <location filename="../app/ikcommand.cpp" line="122"/>
        <location filename="../app/ikcommand.cpp" line="138"/>
        <source>ik: %1</source>
        <translation>ik: %1</translation>
    </message>
    <message>
        <location filename="../app/ikcommand.cpp" line="129"/>
        <source>ik: --base: %1</source>
        <translation>ik: --base: %1</translation>
    </message>
    <message>
        <location filename="../app/ikcommand.cpp" line="164"/>
        <source>ik: not reached: %1 (position error %2 m, rotation error %3 rad; the values printed are the best found)</source>
        <translation>ik: nicht erreicht: %1 (Positionsfehler %2 m, Rotationsfehler %3 rad; die ausgegebenen Werte sind die besten gefundenen)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/checkformats.cpp" line="118"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>robostage::convert</name>
    <message>
        <location filename="../model/convert/sdftourdftree.cpp" line="33"/>
        <source>joint &apos;%1&apos; does not connect two links of model &apos;%2&apos;; URDF joints connect a parent link to a child link</source>
        <translation>Gelenk &apos;%1&apos; verbindet nicht zwei Links von Modell &apos;%2&apos;; URDF-Gelenke verbinden einen Eltern-Link mit einem Kind-Link</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdftree.cpp" line="41"/>
        <source>joint &apos;%1&apos; connects link &apos;%2&apos; to itself</source>
        <translation>Gelenk &apos;%1&apos; verbindet Link &apos;%2&apos; mit sich selbst</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdftree.cpp" line="48"/>
        <source>link &apos;%1&apos; is the child of joints &apos;%2&apos; and &apos;%3&apos;: a kinematic loop, which URDF cannot describe (it describes a tree)</source>
        <translation>Link &apos;%1&apos; ist Kind der Gelenke &apos;%2&apos; und &apos;%3&apos;: eine kinematische Schleife, die URDF nicht beschreiben kann (es beschreibt einen Baum)</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdftree.cpp" line="73"/>
        <source>link &apos;%1&apos; is on a kinematic loop (%2); URDF describes a tree</source>
        <translation>Link &apos;%1&apos; liegt auf einer kinematischen Schleife (%2); URDF beschreibt einen Baum</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdftree.cpp" line="83"/>
        <source>model &apos;%1&apos; has %2 root links (%3): links that are no joint&apos;s child, the world counting as one. URDF describes one tree; connect them with joints</source>
        <translation>Modell &apos;%1&apos; hat %2 Wurzel-Links (%3): Links, die Kind keines Gelenks sind, wobei die Welt als einer zählt. URDF beschreibt einen Baum; verbinden Sie sie mit Gelenken</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdfshapes.cpp" line="39"/>
        <source>the capsule of %1 is written as Drake&apos;s &lt;capsule&gt;; urdfdom (ROS) rejects it and stops reading the link&apos;s further visuals and collisions</source>
        <translation>die Kapsel von %1 wird als Drakes &lt;capsule&gt; geschrieben; urdfdom (ROS) lehnt sie ab und liest die weiteren Visuals und Kollisionen des Links nicht mehr</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdfshapes.cpp" line="51"/>
        <source>the mesh URI &apos;%1&apos; of %2 is kept; URDF readers other than Gazebo and RoboStage may not resolve model:// URIs</source>
        <translation>die Mesh-URI &apos;%1&apos; von %2 bleibt erhalten; andere URDF-Leser als Gazebo und RoboStage lösen model://-URIs möglicherweise nicht auf</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdfshapes.cpp" line="55"/>
        <source>&lt;submesh&gt; of %1 (the whole mesh is used)</source>
        <translation>&lt;submesh&gt; von %1 (das ganze Mesh wird verwendet)</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdfshapes.cpp" line="63"/>
        <source>%1 (URDF has no %2 shape; left out)</source>
        <translation>%1 (URDF hat keine Form %2; weggelassen)</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobotsensors.cpp" line="43"/>
        <source>not converted: &lt;%1&gt; (SDFormat has no such sensor)</source>
        <translation>nicht konvertiert: &lt;%1&gt; (SDFormat hat keinen solchen Sensor)</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobotsensors.cpp" line="57"/>
        <source>the opening angle angleX is clamped to SDFormat&apos;s 0.1 to 2π radians</source>
        <translation>der Öffnungswinkel angleX wird auf SDFormats 0.1 bis 2π Radiant begrenzt</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobotsensors.cpp" line="69"/>
        <source>angleY (SDFormat cameras derive the vertical opening angle from horizontal_fov and the image&apos;s aspect ratio)</source>
        <translation>angleY (SDFormat-Kameras leiten den vertikalen Öffnungswinkel aus horizontal_fov und dem Seitenverhältnis des Bildes ab)</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobotsensors.cpp" line="83"/>
        <source>&lt;ApproxDistanceSensor&gt; is written as a 3 × 3 ray gpu_lidar over its opening angles (SDFormat has no nearest-point sensor)</source>
        <translation>&lt;ApproxDistanceSensor&gt; wird als 3 × 3-Strahl-gpu_lidar über seine Öffnungswinkel geschrieben (SDFormat hat keinen Nächster-Punkt-Sensor)</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobotsensors.cpp" line="96"/>
        <source>the contact sensor of a CollisionSensor names one collision, the body&apos;s first geometry (SDFormat takes one)</source>
        <translation>der Kontaktsensor eines CollisionSensor nennt eine Kollision, die erste Geometrie des Körpers (SDFormat nimmt eine)</translation>
    </message>
    <message>
        <location filename="../model/convert/writeconversion.cpp" line="27"/>
        <source>%1: cannot write: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../model/convert/writeconversion.cpp" line="43"/>
        <source>cannot create the folder</source>
        <translation>der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="119"/>
        <source>static model &apos;%1&apos; is written with &lt;gazebo&gt;&lt;static&gt;true&lt;/static&gt;&lt;/gazebo&gt;; other URDF readers see a free robot</source>
        <translation>statisches Modell &apos;%1&apos; wird mit &lt;gazebo&gt;&lt;static&gt;true&lt;/static&gt;&lt;/gazebo&gt; geschrieben; andere URDF-Leser sehen einen freien Roboter</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="127"/>
        <source>&lt;plugin&gt; of model &apos;%1&apos; is written inside &lt;gazebo&gt; (only Gazebo reads it)</source>
        <translation>&lt;plugin&gt; von Modell &apos;%1&apos; wird in &lt;gazebo&gt; geschrieben (nur Gazebo liest es)</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="130"/>
        <source>&lt;%1&gt; of model &apos;%2&apos;</source>
        <translation>&lt;%1&gt; von Modell &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="146"/>
        <source>root link &apos;%1&apos; is not at the world origin (%2); a URDF robot starts at its root link, so the model is placed with &apos;%1&apos; at the origin</source>
        <translation>Wurzel-Link &apos;%1&apos; liegt nicht im Weltursprung (%2); ein URDF-Roboter beginnt bei seinem Wurzel-Link, daher wird das Modell mit &apos;%1&apos; im Ursprung platziert</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="159"/>
        <source>link &apos;%1&apos; is written in the frame of joint &apos;%2&apos; (URDF puts a child link&apos;s frame on its joint; the link frame moves by %3 and its visuals, collisions, inertial and frames keep their poses)</source>
        <translation>Link &apos;%1&apos; wird im Frame von Gelenk &apos;%2&apos; geschrieben (URDF legt den Frame eines Kind-Links auf sein Gelenk; der Link-Frame verschiebt sich um %3, seine Visuals, Kollisionen, Trägheitsangaben und Frames behalten ihre Posen)</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="184"/>
        <source>&lt;inertial auto=&quot;true&quot;&gt; of link &apos;%1&apos; (URDF needs explicit values; the written ones are those of the file)</source>
        <translation>&lt;inertial auto=&quot;true&quot;&gt; von Link &apos;%1&apos; (URDF braucht explizite Werte; geschrieben werden die der Datei)</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="202"/>
        <location filename="../model/convert/urdftosdf.cpp" line="232"/>
        <source>collision &apos;%1&apos; of link &apos;%2&apos;</source>
        <translation>Kollision &apos;%1&apos; von Link &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="213"/>
        <source>light &apos;%1&apos; of link &apos;%2&apos; (URDF has no lights)</source>
        <translation>Licht &apos;%1&apos; von Link &apos;%2&apos; (URDF kennt keine Lichter)</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="218"/>
        <location filename="../model/convert/urdftosdf.cpp" line="232"/>
        <source>visual &apos;%1&apos; of link &apos;%2&apos;</source>
        <translation>Visual &apos;%1&apos; von Link &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="244"/>
        <source>ambient colour</source>
        <translation>Umgebungsfarbe</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="246"/>
        <source>specular colour</source>
        <translation>Glanzfarbe</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="248"/>
        <source>emissive colour</source>
        <translation>Emissionsfarbe</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="250"/>
        <source>script &apos;%1&apos;</source>
        <translation>Skript &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="254"/>
        <source>PBR maps other than the albedo map</source>
        <translation>andere PBR-Maps als die Albedo-Map</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="256"/>
        <source>transparency</source>
        <translation>Transparenz</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="259"/>
        <source>%1 of %2 (a URDF material has one colour and a texture)</source>
        <translation>%1 von %2 (ein URDF-Material hat eine Farbe und eine Textur)</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="269"/>
        <source>the motion of %1 joint &apos;%2&apos;: URDF has no such joint type, so it is written as a fixed joint</source>
        <translation>die Bewegung von %1-Gelenk &apos;%2&apos;: URDF kennt diesen Gelenktyp nicht, daher wird es als festes Gelenk geschrieben</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="318"/>
        <source>the spring of joint &apos;%1&apos;</source>
        <translation>die Feder von Gelenk &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="320"/>
        <source>&lt;axis2&gt; of joint &apos;%1&apos;</source>
        <translation>&lt;axis2&gt; von Gelenk &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="322"/>
        <source>the initial position of joint &apos;%1&apos;</source>
        <translation>die Anfangsposition des Gelenks „%1“</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="328"/>
        <source>&lt;mimic&gt; of joint &apos;%1&apos; following &lt;%2&gt; (URDF joints have one axis)</source>
        <translation>&lt;mimic&gt; von Gelenk &apos;%1&apos;, das &lt;%2&gt; folgt (URDF-Gelenke haben eine Achse)</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="358"/>
        <source>frame &apos;%1&apos;, which is attached to no link (URDF frames are fixed to links)</source>
        <translation>Frame &apos;%1&apos;, der an keinem Link befestigt ist (URDF-Frames sind fest mit Links verbunden)</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="364"/>
        <source>frame &apos;%1&apos;, which has the name of a link</source>
        <translation>Frame &apos;%1&apos;, der den Namen eines Links trägt</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="377"/>
        <source>%1 frames are written as Drake &lt;frame&gt; elements; urdfdom and ROS tools ignore them</source>
        <translation>%1 Frames werden als Drake-&lt;frame&gt;-Elemente geschrieben; urdfdom und ROS-Werkzeuge ignorieren sie</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="390"/>
        <source>sensor &apos;%1&apos; of link &apos;%2&apos; (its pose cannot be kept in a &lt;gazebo&gt; block)</source>
        <translation>Sensor &apos;%1&apos; von Link &apos;%2&apos; (seine Pose kann in einem &lt;gazebo&gt;-Block nicht erhalten werden)</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="398"/>
        <source>sensor &apos;%1&apos; of link &apos;%2&apos; is written inside &lt;gazebo reference=&quot;%2&quot;&gt; (only Gazebo reads it)</source>
        <translation>Sensor &apos;%1&apos; von Link &apos;%2&apos; wird in &lt;gazebo reference=&quot;%2&quot;&gt; geschrieben (nur Gazebo liest es)</translation>
    </message>
    <message>
        <location filename="../model/convert/sdftourdf.cpp" line="403"/>
        <source>&lt;%1&gt; of link &apos;%2&apos;</source>
        <translation>&lt;%1&gt; von Link &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="131"/>
        <source>&lt;%1&gt; (SimRobot simulation settings; SDFormat has no counterpart)</source>
        <translation>&lt;%1&gt; (SimRobot-Simulationseinstellungen; SDFormat hat kein Gegenstück)</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="159"/>
        <source>%1 &apos;%2&apos; is written as &apos;%3&apos;: SDFormat 1.8+ needs unique names among the links, joints and nested models of a model and reserves &apos;world&apos; and names starting with &apos;__&apos;</source>
        <translation>%1 &apos;%2&apos; wird als &apos;%3&apos; geschrieben: SDFormat 1.8+ verlangt eindeutige Namen unter den Links, Gelenken und verschachtelten Modellen eines Modells und reserviert &apos;world&apos; sowie Namen, die mit &apos;__&apos; beginnen</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="206"/>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="218"/>
        <source>link</source>
        <translation>Link</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="220"/>
        <location filename="../model/convert/simrobottosdf.cpp" line="232"/>
        <location filename="../model/convert/urdftosdf.cpp" line="166"/>
        <source>joint</source>
        <translation>Gelenk</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="239"/>
        <source>joint &apos;%1&apos; fixes compound &apos;%2&apos; to the world: SimRobot compounds do not move, and one with joints cannot be a static SDFormat model</source>
        <translation>Gelenk &apos;%1&apos; fixiert Compound &apos;%2&apos; an der Welt: SimRobot-Compounds bewegen sich nicht, und ein Compound mit Gelenken kann kein statisches SDFormat-Modell sein</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="272"/>
        <source>the shape of collision &apos;%1&apos;</source>
        <translation>die Form von Kollision &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="281"/>
        <source>&lt;Material&gt; (SimRobot friction; SDFormat surface friction is per collision and simulator-specific)</source>
        <translation>&lt;Material&gt; (SimRobot-Reibung; Oberflächenreibung ist in SDFormat pro Kollision und simulatorabhängig)</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="283"/>
        <source>&lt;%1&gt; (SimRobot user input; SDFormat has no counterpart)</source>
        <translation>&lt;%1&gt; (SimRobot-Benutzereingabe; SDFormat hat kein Gegenstück)</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="296"/>
        <source>the shape of visual &apos;%1&apos;</source>
        <translation>die Form von Visual &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="314"/>
        <source>the Surface&apos;s shininess (SDFormat 1.9 materials have none)</source>
        <translation>der Glanz der Surface (SDFormat-1.9-Materialien haben keinen)</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="318"/>
        <source>diffuseTexture &apos;%1&apos; (the file does not exist)</source>
        <translation>diffuseTexture &apos;%1&apos; (die Datei existiert nicht)</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="325"/>
        <source>diffuseTexture &apos;%1&apos; is written as a PBR albedo map (&lt;pbr&gt;&lt;metal&gt;&lt;albedo_map&gt;), relative to the output file; renderers without PBR ignore it</source>
        <translation>diffuseTexture &apos;%1&apos; wird als PBR-Albedo-Map (&lt;pbr&gt;&lt;metal&gt;&lt;albedo_map&gt;) geschrieben, relativ zur Ausgabedatei; Renderer ohne PBR ignorieren sie</translation>
    </message>
    <message>
        <location filename="../model/convert/simrobottosdf.cpp" line="392"/>
        <source>joint &apos;%1&apos; starts at its &lt;Deflection init&gt; %2: the converted joint&apos;s zero is that start position and its limits are shifted by it (SDFormat has no initial joint position)</source>
        <translation>Gelenk &apos;%1&apos; startet bei seinem &lt;Deflection init&gt; %2: der Nullpunkt des konvertierten Gelenks ist diese Startstellung, und seine Grenzen sind um sie verschoben (SDFormat kennt keine Anfangsstellung von Gelenken)</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdf.cpp" line="143"/>
        <source>%1 &apos;%2&apos; is written as &apos;%3&apos;: SDFormat 1.8+ needs unique names among the links, joints and frames of a model</source>
        <translation>%1 &apos;%2&apos; wird als &apos;%3&apos; geschrieben: SDFormat 1.8+ verlangt eindeutige Namen unter den Links, Gelenken und Frames eines Modells</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdf.cpp" line="157"/>
        <source>the contents of link &apos;world&apos; (SDFormat reserves the name for the world frame, which has no visuals, collisions or inertia)</source>
        <translation>der Inhalt von Link &apos;world&apos; (SDFormat reserviert den Namen für den Welt-Frame, der keine Visuals, Kollisionen oder Trägheit hat)</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdf.cpp" line="169"/>
        <source>frame</source>
        <translation>Frame</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdf.cpp" line="223"/>
        <source>visual &apos;%1&apos; of link &apos;%2&apos; is written as &apos;%3&apos;: SDFormat needs unique visual names in a link</source>
        <translation>Visual &apos;%1&apos; von Link &apos;%2&apos; wird als &apos;%3&apos; geschrieben: SDFormat verlangt eindeutige Visual-Namen in einem Link</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdf.cpp" line="225"/>
        <source>collision &apos;%1&apos; of link &apos;%2&apos; is written as &apos;%3&apos;: SDFormat needs unique collision names in a link</source>
        <translation>Kollision &apos;%1&apos; von Link &apos;%2&apos; wird als &apos;%3&apos; geschrieben: SDFormat verlangt eindeutige Kollisionsnamen in einem Link</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdf.cpp" line="275"/>
        <source>the shape of %1 (RoboStage does not read it; written as &lt;empty/&gt;)</source>
        <translation>die Form von %1 (RoboStage liest sie nicht; als &lt;empty/&gt; geschrieben)</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdf.cpp" line="283"/>
        <source>the motion of %1 joint &apos;%2&apos;: SDFormat has no such joint type, so it is written as a fixed joint</source>
        <translation>die Bewegung von %1-Gelenk &apos;%2&apos;: SDFormat kennt diesen Gelenktyp nicht, daher wird es als festes Gelenk geschrieben</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdf.cpp" line="301"/>
        <source>&lt;safety_controller&gt; of joint &apos;%1&apos; (SDFormat has no soft limits)</source>
        <translation>&lt;safety_controller&gt; von Gelenk &apos;%1&apos; (SDFormat hat keine weichen Grenzen)</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdf.cpp" line="304"/>
        <source>&lt;calibration&gt; of joint &apos;%1&apos; (SDFormat has none)</source>
        <translation>&lt;calibration&gt; von Gelenk &apos;%1&apos; (SDFormat hat keine)</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdf.cpp" line="364"/>
        <source>&lt;mimic&gt; of joint &apos;%1&apos; (SDFormat has joint mimic constraints from version 1.11; convert with --sdf-version 1.11)</source>
        <translation>&lt;mimic&gt; von Gelenk &apos;%1&apos; (SDFormat hat Mimic-Bedingungen für Gelenke ab Version 1.11; mit --sdf-version 1.11 konvertieren)</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdf.cpp" line="387"/>
        <source>frame &apos;%1&apos; fixed to the world (a model&apos;s frames are attached to its links or the model)</source>
        <translation>Frame &apos;%1&apos;, fest an der Welt (die Frames eines Modells sind an seinen Links oder am Modell befestigt)</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdf.cpp" line="414"/>
        <source>frame &apos;%1::%2&apos; is written as &apos;%3&apos;: the %2 attachment frame of loop joint &apos;%1&apos; (SDFormat has no loop joint)</source>
        <translation>Frame &apos;%1::%2&apos; wird als &apos;%3&apos; geschrieben: der %2-Befestigungs-Frame von Schleifengelenk &apos;%1&apos; (SDFormat hat keine Schleifengelenke)</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdfgazebo.cpp" line="52"/>
        <source>&lt;%1&gt; of %2 (no SDFormat counterpart)</source>
        <translation>&lt;%1&gt; von %2 (kein Gegenstück in SDFormat)</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdfgazebo.cpp" line="61"/>
        <source>&lt;%1&gt; in the &lt;gazebo&gt; block of %2</source>
        <translation>&lt;%1&gt; im &lt;gazebo&gt;-Block von %2</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdfgazebo.cpp" line="69"/>
        <source>&lt;gazebo reference=&quot;%1&quot;&gt;, which names no link or joint</source>
        <translation>&lt;gazebo reference=&quot;%1&quot;&gt;, das keinen Link und kein Gelenk nennt</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdfgazebo.cpp" line="72"/>
        <source>the robot</source>
        <translation>der Roboter</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdfgazebo.cpp" line="78"/>
        <source>link &apos;%1&apos;</source>
        <translation>Link &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../model/convert/urdftosdfgazebo.cpp" line="85"/>
        <source>joint &apos;%1&apos;</source>
        <translation>Gelenk &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../model/convert/xmlout.cpp" line="147"/>
        <source>not converted: %1</source>
        <translation>nicht konvertiert: %1</translation>
    </message>
</context>
<context>
    <name>robostage::edit</name>
    <message>
        <location filename="../model/edit/entitylookup.cpp" line="156"/>
        <source>no %1 named &apos;%2&apos;; use a scoped name as &apos;robostage poses&apos; prints it</source>
        <translation>kein %1 namens &apos;%2&apos;; verwenden Sie einen qualifizierten Namen, wie &apos;robostage poses&apos; ihn ausgibt</translation>
    </message>
    <message>
        <location filename="../model/edit/entitylookup.cpp" line="164"/>
        <source>&apos;%1&apos; is ambiguous: %2; give the full scoped name or KIND:NAME</source>
        <translation>&apos;%1&apos; ist mehrdeutig: %2; geben Sie den vollständigen qualifizierten Namen oder ART:NAME an</translation>
    </message>
    <message>
        <location filename="../model/edit/deleteentity.cpp" line="63"/>
        <source>%1: &apos;%2&apos; is the file&apos;s only model; it cannot be deleted</source>
        <translation>%1: &apos;%2&apos; ist das einzige Modell der Datei; es kann nicht gelöscht werden</translation>
    </message>
    <message>
        <location filename="../model/edit/deleteentity.cpp" line="68"/>
        <source>%1: &apos;%2&apos; is the last model of the world; it cannot be deleted</source>
        <translation>%1: &apos;%2&apos; ist das letzte Modell der Welt; es kann nicht gelöscht werden</translation>
    </message>
    <message>
        <location filename="../model/edit/deleteentity.cpp" line="75"/>
        <source>%1: &apos;%2&apos; is the last link of its model, and a model needs one; add another link first</source>
        <translation>%1: &apos;%2&apos; ist der letzte Link seines Modells, und ein Modell braucht einen; fügen Sie zuerst einen weiteren Link hinzu</translation>
    </message>
    <message>
        <location filename="../model/edit/deleteentity.cpp" line="80"/>
        <source>%1: deleting joint &apos;%2&apos; would leave its child link &apos;%3&apos; without a parent, a second root of the URDF tree; delete the link instead</source>
        <translation>%1: das Löschen von Gelenk &apos;%2&apos; würde seinen Kind-Link &apos;%3&apos; ohne Eltern lassen, eine zweite Wurzel des URDF-Baums; löschen Sie stattdessen den Link</translation>
    </message>
    <message>
        <location filename="../model/edit/deleteentity.cpp" line="97"/>
        <source>%1: &apos;%2&apos; is the root link of the robot; it cannot be deleted</source>
        <translation>%1: &apos;%2&apos; ist der Wurzel-Link des Roboters; er kann nicht gelöscht werden</translation>
    </message>
    <message>
        <location filename="../model/edit/deleteentity.cpp" line="208"/>
        <source>&apos;%1&apos; cannot be deleted: it is still referenced at %2. Change or delete those references first.</source>
        <translation>&apos;%1&apos; kann nicht gelöscht werden: in %2 wird noch darauf verwiesen. Ändern oder löschen Sie zuerst diese Verweise.</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/edit/deleteentity.cpp" line="227"/>
        <source>&apos;%1&apos; is deleted with the %n link(s) below it: %2</source>
        <translation>
            <numerusform>&apos;%1&apos; wird mit dem %n Link darunter gelöscht: %2</numerusform>
            <numerusform>&apos;%1&apos; wird mit den %n Links darunter gelöscht: %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/edit/deleteentity.cpp" line="231"/>
        <source>the joints of &apos;%1&apos; are deleted with it: %2</source>
        <translation>die Gelenke von &apos;%1&apos; werden mit gelöscht: %2</translation>
    </message>
    <message>
        <location filename="../model/edit/deleteentity.cpp" line="235"/>
        <source>the &lt;gazebo reference&gt; blocks of &apos;%1&apos; are deleted with it (lines %2)</source>
        <translation>die &lt;gazebo reference&gt;-Blöcke von &apos;%1&apos; werden mit gelöscht (Zeilen %2)</translation>
    </message>
    <message>
        <location filename="../model/edit/deleteentity.cpp" line="240"/>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <location filename="../model/edit/duplicateentity.cpp" line="69"/>
        <source>%1: &apos;%2&apos; is the file&apos;s top-level model and a file holds one; put it in a world to duplicate it</source>
        <translation>%1: &apos;%2&apos; ist das oberste Modell der Datei, und eine Datei enthält nur eines; setzen Sie es in eine Welt, um es zu duplizieren</translation>
    </message>
    <message>
        <location filename="../model/edit/duplicateentity.cpp" line="82"/>
        <source>%1: joints are not duplicated: a second joint with the same child link is invalid in SDFormat and URDF</source>
        <translation>%1: Gelenke werden nicht dupliziert: ein zweites Gelenk mit demselben Kind-Link ist in SDFormat und URDF ungültig</translation>
    </message>
    <message>
        <location filename="../model/edit/duplicateentity.cpp" line="87"/>
        <source>%1: &apos;%2&apos; cannot be duplicated (models, links, visuals, collisions, frames and lights can)</source>
        <translation>%1: &apos;%2&apos; kann nicht dupliziert werden (Modelle, Links, Visuals, Kollisionen, Frames und Lichter können es)</translation>
    </message>
    <message>
        <location filename="../model/edit/duplicateentity.cpp" line="103"/>
        <source>%1: sensors are not duplicated (models, links, visuals, collisions, frames and lights are)</source>
        <translation>%1: Sensoren werden nicht dupliziert (Modelle, Links, Visuals, Kollisionen, Frames und Lichter schon)</translation>
    </message>
    <message>
        <location filename="../model/edit/duplicateentity.cpp" line="129"/>
        <location filename="../model/edit/renameentity.cpp" line="24"/>
        <source>%1: a sibling of &apos;%2&apos; is already named &apos;%3&apos;; choose another name</source>
        <translation>%1: ein Geschwisterelement von &apos;%2&apos; heißt bereits &apos;%3&apos;; wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <location filename="../model/edit/duplicateentity.cpp" line="147"/>
        <location filename="../model/edit/duplicateurdflink.cpp" line="197"/>
        <source>the element could not be copied</source>
        <translation>das Element konnte nicht kopiert werden</translation>
    </message>
    <message>
        <location filename="../model/edit/duplicateentity.cpp" line="153"/>
        <source>the copy of &apos;%1&apos; is &apos;%2&apos;</source>
        <translation>die Kopie von &apos;%1&apos; ist &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../model/edit/duplicateentity.cpp" line="160"/>
        <source>copied with its parent joint and the links and joints below it: %1</source>
        <translation>mit seinem Eltern-Gelenk und den Links und Gelenken darunter kopiert: %1</translation>
    </message>
    <message>
        <location filename="../model/edit/duplicateentity.cpp" line="164"/>
        <source>copied with its parent joint, so the copy hangs where &apos;%1&apos; does</source>
        <translation>mit seinem Eltern-Gelenk kopiert, sodass die Kopie dort hängt, wo &apos;%1&apos; hängt</translation>
    </message>
    <message>
        <location filename="../model/edit/duplicateentity.cpp" line="168"/>
        <source>&apos;%1&apos; has no joint; add one to attach it</source>
        <translation>&apos;%1&apos; hat kein Gelenk; fügen Sie eines hinzu, um es anzubinden</translation>
    </message>
    <message>
        <location filename="../model/edit/duplicateentity.cpp" line="173"/>
        <source>Duplicate %1</source>
        <translation>%1 duplizieren</translation>
    </message>
    <message>
        <location filename="../model/edit/edithelpers.cpp" line="22"/>
        <source>this edit is not available for SimRobot scenes</source>
        <translation>diese Änderung ist für SimRobot-Szenen nicht verfügbar</translation>
    </message>
    <message>
        <location filename="../model/edit/edithelpers.cpp" line="29"/>
        <source>&apos;%1&apos; is not an entity that can be edited</source>
        <translation>&apos;%1&apos; ist keine Entität, die bearbeitet werden kann</translation>
    </message>
    <message>
        <location filename="../model/edit/edithelpers.cpp" line="46"/>
        <source>&apos;%1&apos; is not a %2</source>
        <translation>&apos;%1&apos; ist nicht vom Typ %2</translation>
    </message>
    <message>
        <location filename="../model/edit/edithelpers.cpp" line="48"/>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <location filename="../model/edit/edithelpers.cpp" line="85"/>
        <source>the new name is empty or has surrounding spaces</source>
        <translation>der neue Name ist leer oder hat Leerzeichen am Anfang oder Ende</translation>
    </message>
    <message>
        <location filename="../model/edit/edithelpers.cpp" line="88"/>
        <source>&apos;%1&apos; contains &apos;::&apos;, which separates scopes; give a plain name</source>
        <translation>&apos;%1&apos; enthält &apos;::&apos;, das Gültigkeitsbereiche trennt; geben Sie einen einfachen Namen an</translation>
    </message>
    <message>
        <location filename="../model/edit/edithelpers.cpp" line="93"/>
        <source>&apos;%1&apos; is reserved by SDFormat (world, __…__)</source>
        <translation>&apos;%1&apos; ist von SDFormat reserviert (world, __…__)</translation>
    </message>
    <message>
        <location filename="../model/edit/edithelpers.cpp" line="121"/>
        <source>&apos;%1&apos; is an included model file; it is edited itself, so every model that includes it changes</source>
        <translation>&apos;%1&apos; ist eine eingebundene Modelldatei; sie wird selbst bearbeitet, daher ändert sich jedes Modell, das sie einbindet</translation>
    </message>
    <message>
        <location filename="../model/edit/edithelpers.h" line="54"/>
        <source>%1: nothing to change</source>
        <translation>%1: nichts zu ändern</translation>
    </message>
    <message>
        <location filename="../model/edit/patchcommand.cpp" line="100"/>
        <source>the element is not in a file of this document</source>
        <translation>das Element liegt in keiner Datei dieses Dokuments</translation>
    </message>
    <message>
        <location filename="../model/edit/patchcommand.cpp" line="105"/>
        <source>this element is part of a model instantiated by %1; its parameters cannot be edited here. Edit &apos;%2&apos; or the &lt;experimental:params&gt; of that &lt;include&gt;.</source>
        <translation>dieses Element gehört zu einem Modell, das von %1 instanziiert wird; seine Parameter können hier nicht bearbeitet werden. Bearbeiten Sie &apos;%2&apos; oder die &lt;experimental:params&gt; dieses &lt;include&gt;.</translation>
    </message>
    <message>
        <location filename="../model/edit/patchcommand.cpp" line="228"/>
        <source>the edited document does not parse</source>
        <translation>das bearbeitete Dokument lässt sich nicht parsen</translation>
    </message>
    <message>
        <location filename="../model/edit/patchcommand.cpp" line="229"/>
        <source>the sources do not expand</source>
        <translation>die Quellen lassen sich nicht expandieren</translation>
    </message>
    <message>
        <location filename="../model/edit/patchcommand.cpp" line="232"/>
        <source>the edit was not written: the xacro sources written for it would not expand as asked (%1); edit the xacro file, or report this</source>
        <translation>die Änderung wurde nicht geschrieben: die dafür geschriebenen xacro-Quellen würden nicht wie verlangt expandieren (%1); bearbeiten Sie die xacro-Datei oder melden Sie dies</translation>
    </message>
    <message>
        <location filename="../model/edit/addentityxacro.cpp" line="43"/>
        <source>the element to add to has no element in the xacro source</source>
        <translation>das Element, dem hinzugefügt wird, hat kein Element in der xacro-Quelle</translation>
    </message>
    <message>
        <location filename="../model/edit/addentityxacro.cpp" line="50"/>
        <source>%1: the element to add to is written in macro &apos;%2&apos;, which is expanded %3 times; adding there would add to every expansion. Add it in the xacro source by hand, or to an element outside the macro</source>
        <translation>%1: das Element, dem hinzugefügt wird, steht im Makro &apos;%2&apos;, das %3-mal expandiert wird; dort hinzuzufügen würde jeder Expansion hinzufügen. Fügen Sie es von Hand in der xacro-Quelle hinzu oder einem Element außerhalb des Makros</translation>
    </message>
    <message>
        <location filename="../model/edit/addentityxacro.cpp" line="64"/>
        <source>%1: the xacro source cannot be read again</source>
        <translation>%1: die xacro-Quelle kann nicht erneut gelesen werden</translation>
    </message>
    <message>
        <location filename="../model/edit/addentityxacro.cpp" line="86"/>
        <location filename="../model/edit/patchcommand.cpp" line="141"/>
        <source>%1: the edit would make the file malformed (%2); it was not applied</source>
        <translation>%1: die Änderung würde die Datei fehlerhaft machen (%2); sie wurde nicht angewendet</translation>
    </message>
    <message>
        <location filename="../model/edit/addentityxacro.cpp" line="92"/>
        <source>written into the xacro source at %1</source>
        <translation>in die xacro-Quelle bei %1 geschrieben</translation>
    </message>
    <message>
        <location filename="../model/edit/patchcommand.cpp" line="147"/>
        <location filename="../model/edit/patchcommand.cpp" line="241"/>
        <source>%1 is not a file of this session</source>
        <translation>%1 ist keine Datei dieser Sitzung</translation>
    </message>
    <message>
        <location filename="../model/edit/posetarget.cpp" line="114"/>
        <source>the selection has no pose of its own</source>
        <translation>die Auswahl hat keine eigene Pose</translation>
    </message>
    <message>
        <location filename="../model/edit/posetarget.cpp" line="129"/>
        <source>a URDF robot has no pose of its own; move its links</source>
        <translation>ein URDF-Roboter hat keine eigene Pose; verschieben Sie seine Links</translation>
    </message>
    <message>
        <location filename="../model/edit/posetarget.cpp" line="135"/>
        <source>&apos;%1&apos; is a URDF root link: it has no pose of its own</source>
        <translation>&apos;%1&apos; ist ein URDF-Wurzel-Link: er hat keine eigene Pose</translation>
    </message>
    <message>
        <location filename="../model/edit/renameentity.cpp" line="19"/>
        <source>&apos;%1&apos; already has that name</source>
        <translation>&apos;%1&apos; hat bereits diesen Namen</translation>
    </message>
    <message>
        <location filename="../model/edit/renameentity.cpp" line="77"/>
        <source>Rename %1 to %2</source>
        <translation>%1 in %2 umbenennen</translation>
    </message>
    <message>
        <location filename="../model/edit/setgeometry.cpp" line="94"/>
        <source>%1 sizes must be finite numbers &gt; 0 m</source>
        <translation>%1-Maße müssen endliche Zahlen &gt; 0 m sein</translation>
    </message>
    <message>
        <location filename="../model/edit/setgeometry.cpp" line="109"/>
        <source>a plane needs a finite, non-zero normal</source>
        <translation>eine Ebene braucht eine endliche Normale ungleich null</translation>
    </message>
    <message>
        <location filename="../model/edit/setgeometry.cpp" line="114"/>
        <source>a mesh needs a file URI</source>
        <translation>ein Mesh braucht eine Datei-URI</translation>
    </message>
    <message>
        <location filename="../model/edit/setgeometry.cpp" line="117"/>
        <source>mesh scale factors must be finite and non-zero</source>
        <translation>Mesh-Skalierungsfaktoren müssen endlich und ungleich null sein</translation>
    </message>
    <message>
        <location filename="../model/edit/setgeometry.cpp" line="122"/>
        <source>RoboStage does not edit %1 shapes</source>
        <translation>RoboStage bearbeitet keine %1-Formen</translation>
    </message>
    <message>
        <location filename="../model/edit/setgeometry.cpp" line="308"/>
        <location filename="../model/edit/setinertial.cpp" line="78"/>
        <source>%1: %2; nothing was changed</source>
        <translation>%1: %2; nichts wurde geändert</translation>
    </message>
    <message>
        <location filename="../model/edit/setgeometry.cpp" line="314"/>
        <source>%1: %2 has no &lt;geometry&gt;</source>
        <translation>%1: %2 hat keine &lt;geometry&gt;</translation>
    </message>
    <message>
        <location filename="../model/edit/setgeometry.cpp" line="326"/>
        <source>URDF has no %1 shape (box, sphere, cylinder, mesh and Drake&apos;s capsule)</source>
        <translation>URDF hat keine Form %1 (box, sphere, cylinder, mesh und Drakes capsule)</translation>
    </message>
    <message>
        <location filename="../model/edit/addsdfentity.cpp" line="80"/>
        <source>this file holds one top-level model and no world; give a model as the parent</source>
        <translation>diese Datei enthält ein Modell auf oberster Ebene und keine Welt; geben Sie ein Modell als Elternelement an</translation>
    </message>
    <message>
        <location filename="../model/edit/addsdfentity.cpp" line="85"/>
        <source>give the parent: %1</source>
        <translation>geben Sie das Elternelement an: %1</translation>
    </message>
    <message>
        <location filename="../model/edit/addsdfentity.cpp" line="91"/>
        <source>no parent named &apos;%1&apos;</source>
        <translation>kein Elternelement namens &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../model/edit/addsdfentity.cpp" line="93"/>
        <source> (the world is &apos;%1&apos;)</source>
        <translation> (die Welt heißt &apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../model/edit/addinclude.cpp" line="36"/>
        <source>&apos;%1&apos; is not in the local Fuel cache; Gazebo downloads it, RoboStage shows the model once it is cached</source>
        <translation>&apos;%1&apos; ist nicht im lokalen Fuel-Cache; Gazebo lädt es herunter, RoboStage zeigt das Modell, sobald es im Cache liegt</translation>
    </message>
    <message>
        <location filename="../model/edit/addinclude.cpp" line="57"/>
        <source>&apos;%1&apos; (from %2) holds no named &lt;model&gt; or &lt;robot&gt;; --include adds models</source>
        <translation>&apos;%1&apos; (aus %2) enthält kein benanntes &lt;model&gt; oder &lt;robot&gt;; --include fügt Modelle hinzu</translation>
    </message>
    <message>
        <location filename="../model/edit/addinclude.cpp" line="74"/>
        <location filename="../model/edit/addsdfentity.cpp" line="112"/>
        <source>nested models need SDFormat 1.5 or later; this model is %1</source>
        <translation>verschachtelte Modelle brauchen SDFormat 1.5 oder neuer; dieses Modell ist %1</translation>
    </message>
    <message>
        <location filename="../model/edit/addsdfentity.cpp" line="133"/>
        <location filename="../model/edit/addurdfentity.cpp" line="161"/>
        <source>the new link &apos;%1&apos; has mass 1 kg and inertia diag(1, 1, 1) kg·m²; set its inertial to the real values</source>
        <translation>der neue Link &apos;%1&apos; hat die Masse 1 kg und die Trägheit diag(1, 1, 1) kg·m²; setzen Sie seine Trägheitswerte auf die echten Werte</translation>
    </message>
    <message>
        <location filename="../model/edit/addsdfentity.cpp" line="146"/>
        <source>&apos;%1&apos; is not a joint type of SDFormat %2; use one of %3</source>
        <translation>&apos;%1&apos; ist kein Gelenktyp von SDFormat %2; verwenden Sie einen von %3</translation>
    </message>
    <message>
        <location filename="../model/edit/addsdfentity.cpp" line="151"/>
        <source>a joint&apos;s child cannot be the world (joint.sdf)</source>
        <translation>das Kind eines Gelenks kann nicht die Welt sein (joint.sdf)</translation>
    </message>
    <message>
        <location filename="../model/edit/addsdfentity.cpp" line="155"/>
        <location filename="../model/edit/addurdfentity.cpp" line="82"/>
        <source>the joint&apos;s parent and child are both &apos;%1&apos;</source>
        <translation>Eltern- und Kindelement des Gelenks sind beide &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../model/edit/addsdfentity.cpp" line="161"/>
        <source>model &apos;%1&apos; has no link or frame named &apos;%2&apos;</source>
        <translation>Modell &apos;%1&apos; hat keinen Link oder Frame namens &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../model/edit/addsdfentity.cpp" line="182"/>
        <location filename="../model/edit/setgeometry.cpp" line="330"/>
        <source>SDFormat %1 has no %2 shape (capsule and ellipsoid came with SDFormat 1.8)</source>
        <translation>SDFormat %1 hat keine Form %2 (capsule und ellipsoid kamen mit SDFormat 1.8)</translation>
    </message>
    <message>
        <location filename="../model/edit/addsdfentity.cpp" line="212"/>
        <source>&lt;frame&gt; needs SDFormat 1.7 or later (frame semantics); this file is %1</source>
        <translation>&lt;frame&gt; braucht SDFormat 1.7 oder neuer (Frame-Semantik); diese Datei ist %1</translation>
    </message>
    <message>
        <location filename="../model/edit/setgeometry.cpp" line="352"/>
        <source>&lt;capsule&gt; is a Drake extension of URDF; urdfdom (and so ROS tools) refuse a file with it</source>
        <translation>&lt;capsule&gt; ist eine Drake-Erweiterung von URDF; urdfdom (und damit ROS-Werkzeuge) lehnt eine Datei damit ab</translation>
    </message>
    <message>
        <location filename="../model/edit/setgeometry.cpp" line="356"/>
        <location filename="../model/edit/simrobotedits.cpp" line="268"/>
        <source>Set geometry of %1</source>
        <translation>Geometrie von %1 setzen</translation>
    </message>
    <message>
        <location filename="../model/edit/setinertial.cpp" line="42"/>
        <source>the mass must be a finite number &gt; 0 kg</source>
        <translation>die Masse muss eine endliche Zahl &gt; 0 kg sein</translation>
    </message>
    <message>
        <location filename="../model/edit/setinertial.cpp" line="46"/>
        <source>inertia components must be finite numbers (kg·m²)</source>
        <translation>Trägheitskomponenten müssen endliche Zahlen sein (kg·m²)</translation>
    </message>
    <message>
        <location filename="../model/edit/setinertial.cpp" line="54"/>
        <source>the inertia matrix is not positive definite (ixx &gt; 0, ixx·iyy − ixy² &gt; 0 and its determinant &gt; 0 are needed)</source>
        <translation>die Trägheitsmatrix ist nicht positiv definit (nötig sind ixx &gt; 0, ixx·iyy − ixy² &gt; 0 und eine Determinante &gt; 0)</translation>
    </message>
    <message>
        <location filename="../model/edit/setinertial.cpp" line="59"/>
        <source>the principal moments %1, %2, %3 kg·m² violate the triangle inequality (the two smaller must add up to at least the largest); no body has this inertia</source>
        <translation>die Hauptträgheitsmomente %1, %2, %3 kg·m² verletzen die Dreiecksungleichung (die beiden kleineren müssen zusammen mindestens das größte ergeben); kein Körper hat diese Trägheit</translation>
    </message>
    <message>
        <location filename="../model/edit/setinertial.cpp" line="150"/>
        <source>the inertial of %1 has auto=&quot;true&quot;: simulators compute mass and inertia from the collisions instead</source>
        <translation>die Trägheitsangaben von %1 haben auto=&quot;true&quot;: Simulatoren berechnen Masse und Trägheit stattdessen aus den Kollisionen</translation>
    </message>
    <message>
        <location filename="../model/edit/setinertial.cpp" line="161"/>
        <source>Set inertial of %1</source>
        <translation>Trägheitsangaben von %1 setzen</translation>
    </message>
    <message>
        <location filename="../model/edit/setjoint.cpp" line="61"/>
        <source>URDF has no %1 joint (fixed, revolute, continuous, prismatic, floating, planar)</source>
        <translation>URDF hat kein %1-Gelenk (fixed, revolute, continuous, prismatic, floating, planar)</translation>
    </message>
    <message>
        <location filename="../model/edit/setjoint.cpp" line="65"/>
        <source>%1 joints are not offered here (a gearbox needs a &lt;gearbox_reference_body&gt;; edit the file)</source>
        <translation>%1-Gelenke werden hier nicht angeboten (ein gearbox-Gelenk braucht ein &lt;gearbox_reference_body&gt;; bearbeiten Sie die Datei)</translation>
    </message>
    <message>
        <location filename="../model/edit/setjoint.cpp" line="87"/>
        <source>URDF requires a &lt;limit&gt; on %1 joints: one was added to %2; adjust its limits, effort and velocity</source>
        <translation>URDF verlangt ein &lt;limit&gt; bei %1-Gelenken: eines wurde zu %2 hinzugefügt; passen Sie seine Grenzen, effort und velocity an</translation>
    </message>
    <message>
        <location filename="../model/edit/setjoint.cpp" line="100"/>
        <location filename="../model/edit/setjoint.cpp" line="229"/>
        <source>Set type of %1</source>
        <translation>Typ von %1 setzen</translation>
    </message>
    <message>
        <location filename="../model/edit/setjoint.cpp" line="114"/>
        <source>%1 is a %2 joint; it has no axis limits</source>
        <translation>%1 ist ein %2-Gelenk; es hat keine Achsgrenzen</translation>
    </message>
    <message>
        <location filename="../model/edit/setjoint.cpp" line="128"/>
        <source>%1: the %2 limit must be a finite number; nothing was changed</source>
        <translation>%1: die Grenze %2 muss eine endliche Zahl sein; nichts wurde geändert</translation>
    </message>
    <message>
        <location filename="../model/edit/setjoint.cpp" line="134"/>
        <source>%1: URDF %2 must be &gt;= 0; nothing was changed</source>
        <translation>%1: in URDF muss %2 &gt;= 0 sein; nichts wurde geändert</translation>
    </message>
    <message>
        <location filename="../model/edit/setjoint.cpp" line="143"/>
        <source>%1: the lower limit %2 is above the upper limit %3; nothing was changed</source>
        <translation>%1: die untere Grenze %2 liegt über der oberen Grenze %3; nichts wurde geändert</translation>
    </message>
    <message>
        <location filename="../model/edit/setjoint.cpp" line="200"/>
        <source>%1 is a continuous joint: readers ignore its lower and upper limits</source>
        <translation>%1 ist ein continuous-Gelenk: Leser ignorieren seine untere und obere Grenze</translation>
    </message>
    <message>
        <location filename="../model/edit/setjoint.cpp" line="205"/>
        <source>Set limits of %1</source>
        <translation>Grenzen von %1 setzen</translation>
    </message>
    <message>
        <location filename="../model/edit/setjointaxis.cpp" line="14"/>
        <source>a joint axis needs a non-zero direction x,y,z</source>
        <translation>eine Gelenkachse braucht eine Richtung x,y,z ungleich null</translation>
    </message>
    <message>
        <location filename="../model/edit/setjointaxis.cpp" line="50"/>
        <source>&apos;%1&apos; is a fixed joint; its axis has no effect</source>
        <translation>&apos;%1&apos; ist ein festes Gelenk; seine Achse hat keine Wirkung</translation>
    </message>
    <message>
        <location filename="../model/edit/setjointaxis.cpp" line="54"/>
        <location filename="../model/edit/simrobotedits.cpp" line="188"/>
        <source>Set axis of %1</source>
        <translation>Achse von %1 setzen</translation>
    </message>
    <message>
        <location filename="../model/edit/setmaterialcolor.cpp" line="62"/>
        <source>colour components must be between 0 and 1 (r,g,b,a)</source>
        <translation>Farbkomponenten müssen zwischen 0 und 1 liegen (r,g,b,a)</translation>
    </message>
    <message>
        <location filename="../model/edit/setmaterialcolor.cpp" line="106"/>
        <source>the visual used the shared material &apos;%1&apos;; it now has its own material &apos;%2&apos; (the other visuals keep &apos;%1&apos;)</source>
        <translation>das Visual verwendete das gemeinsame Material &apos;%1&apos;; es hat jetzt ein eigenes Material &apos;%2&apos; (die anderen Visuals behalten &apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../model/edit/setmaterialcolor.cpp" line="126"/>
        <location filename="../model/edit/simrobotedits.cpp" line="221"/>
        <source>Set colour of %1</source>
        <translation>Farbe von %1 setzen</translation>
    </message>
    <message>
        <location filename="../model/edit/setmodelstatic.cpp" line="14"/>
        <source>%1: URDF has no static flag; include the robot in an SDFormat file with &lt;static&gt; instead</source>
        <translation>%1: URDF hat kein static-Flag; binden Sie den Roboter stattdessen mit &lt;static&gt; in eine SDFormat-Datei ein</translation>
    </message>
    <message>
        <location filename="../model/edit/setmodelstatic.cpp" line="35"/>
        <source>Set static of %1</source>
        <translation>static-Flag von %1 setzen</translation>
    </message>
    <message>
        <location filename="../model/edit/setpose.cpp" line="93"/>
        <source>a pose value is not a finite number</source>
        <translation>ein Pose-Wert ist keine endliche Zahl</translation>
    </message>
    <message>
        <location filename="../model/edit/setpose.cpp" line="106"/>
        <location filename="../model/edit/simrobotedits.cpp" line="166"/>
        <source>Set pose of %1</source>
        <translation>Pose von %1 setzen</translation>
    </message>
    <message>
        <location filename="../model/edit/setpose.cpp" line="125"/>
        <source>%1: a URDF &lt;robot&gt; has no pose of its own; move its links through their joints, or place the robot with an SDFormat &lt;include&gt;.</source>
        <translation>%1: ein URDF-&lt;robot&gt; hat keine eigene Pose; verschieben Sie seine Links über ihre Gelenke, oder platzieren Sie den Roboter mit einem SDFormat-&lt;include&gt;.</translation>
    </message>
    <message>
        <location filename="../model/edit/setpose.cpp" line="134"/>
        <source>%1: &apos;%2&apos; is a root link; URDF gives it no pose (it is the robot&apos;s origin). Move the links below it through their joints instead.</source>
        <translation>%1: &apos;%2&apos; ist ein Wurzel-Link; URDF gibt ihm keine Pose (er ist der Ursprung des Roboters). Verschieben Sie stattdessen die Links unter ihm über ihre Gelenke.</translation>
    </message>
    <message>
        <location filename="../model/edit/setpose.cpp" line="143"/>
        <source>the pose of URDF link &apos;%1&apos; is the &lt;origin&gt; of its parent joint &apos;%2&apos;</source>
        <translation>die Pose von URDF-Link &apos;%1&apos; ist der &lt;origin&gt; seines Eltern-Gelenks &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotedits.cpp" line="35"/>
        <source>%1:%2: %3=&quot;%4&quot; cannot be read (%5); fix it first.</source>
        <translation>%1:%2: %3=&quot;%4&quot; kann nicht gelesen werden (%5); korrigieren Sie es zuerst.</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotedits.cpp" line="98"/>
        <source>&apos;%1&apos; is not an element of the SimRobot scene that can be edited</source>
        <translation>&apos;%1&apos; ist kein Element der SimRobot-Szene, das bearbeitet werden kann</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotedits.cpp" line="121"/>
        <source>&apos;%1&apos; has no pose of its own</source>
        <translation>&apos;%1&apos; hat keine eigene Pose</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotedits.cpp" line="135"/>
        <source>a SimRobot light has no orientation; only its position is written</source>
        <translation>ein SimRobot-Licht hat keine Orientierung; nur seine Position wird geschrieben</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotedits.cpp" line="175"/>
        <source>&apos;%1&apos; is not a joint</source>
        <translation>&apos;%1&apos; ist kein Gelenk</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotedits.cpp" line="197"/>
        <source>&apos;%1&apos; is not a visual</source>
        <translation>&apos;%1&apos; ist kein Visual</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotedits.cpp" line="231"/>
        <source>&apos;%1&apos; is not a visual or collision</source>
        <translation>&apos;%1&apos; ist weder Visual noch Kollision</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotedits.cpp" line="248"/>
        <source>%1: a SimRobot shape keeps its kind (its element &lt;%2&gt; says it); only the sizes of a box, sphere, cylinder or capsule can be set</source>
        <translation>%1: eine SimRobot-Form behält ihre Art (ihr Element &lt;%2&gt; legt sie fest); nur die Größen eines Quaders, einer Kugel, eines Zylinders oder einer Kapsel können gesetzt werden</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotplan.cpp" line="115"/>
        <source>%1: the &lt;%2&gt; this instance uses is written in a definition and has child elements; an own &lt;%2&gt; for this instance would drop them. Change the definition instead.</source>
        <translation>%1: das &lt;%2&gt;, das diese Instanz verwendet, steht in einer Definition und hat Kindelemente; ein eigenes &lt;%2&gt; für diese Instanz würde sie verwerfen. Ändern Sie stattdessen die Definition.</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotplan.cpp" line="183"/>
        <source>%1: %2=&quot;%3&quot; is a placeholder set by a &lt;Set&gt;; change the &lt;Set name=&quot;…&quot; value=&quot;…&quot;/&gt; instead.</source>
        <translation>%1: %2=&quot;%3&quot; ist ein Platzhalter, der von einem &lt;Set&gt; gesetzt wird; ändern Sie stattdessen das &lt;Set name=&quot;…&quot; value=&quot;…&quot;/&gt;.</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotplan.cpp" line="208"/>
        <source>this instance&apos;s own element (%1) is itself part of a definition that %2 instances share, so it cannot be changed for this instance only</source>
        <translation>das eigene Element dieser Instanz (%1) ist selbst Teil einer Definition, die %2 Instanzen gemeinsam nutzen, daher kann es nicht nur für diese Instanz geändert werden</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotplan.cpp" line="219"/>
        <source>the value is written in a shared definition (%1, used by %2 instance(s)); choose whether to change only this instance or the shared definition</source>
        <translation>der Wert steht in einer gemeinsamen Definition (%1, von %2 Instanz(en) verwendet); wählen Sie, ob nur diese Instanz oder die gemeinsame Definition geändert wird</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotplan.cpp" line="230"/>
        <source>; change the shared definition instead.</source>
        <translation>; ändern Sie stattdessen die gemeinsame Definition.</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotplan.cpp" line="242"/>
        <source>only this instance changes: its own element overrides the shared definition (%1)</source>
        <translation>nur diese Instanz ändert sich: ihr eigenes Element überschreibt die gemeinsame Definition (%1)</translation>
    </message>
    <message>
        <location filename="../model/edit/simrobotplan.cpp" line="246"/>
        <source>the shared definition (%1) changes: %2 instance(s) use it</source>
        <translation>die gemeinsame Definition (%1) ändert sich: %2 Instanz(en) verwenden sie</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlpatch.cpp" line="75"/>
        <source>the file could not be scanned for editing (%1)</source>
        <translation>die Datei konnte für die Bearbeitung nicht gescannt werden (%1)</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlpatch.cpp" line="86"/>
        <source>the file&apos;s elements do not match its parsed form at &lt;%1&gt; (line %2); it is not edited</source>
        <translation>die Elemente der Datei stimmen bei &lt;%1&gt; (Zeile %2) nicht mit ihrer geparsten Form überein; sie wird nicht bearbeitet</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlpatch.cpp" line="106"/>
        <source>the file has %1 elements but its parsed form %2; it is not edited</source>
        <translation>die Datei hat %1 Elemente, ihre geparste Form aber %2; sie wird nicht bearbeitet</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlpatch.cpp" line="157"/>
        <source>&lt;%1&gt; is not an element of this file</source>
        <translation>&lt;%1&gt; ist kein Element dieser Datei</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlpatch.cpp" line="174"/>
        <source>two edits of the same bytes (offset %1)</source>
        <translation>zwei Änderungen an denselben Bytes (Offset %1)</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlpatch.cpp" line="220"/>
        <source>&lt;%1&gt; at line %2 holds elements, comments or CDATA, not only text; it is not edited</source>
        <translation>&lt;%1&gt; in Zeile %2 enthält Elemente, Kommentare oder CDATA, nicht nur Text; es wird nicht bearbeitet</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlpatch.cpp" line="329"/>
        <source>&lt;%1&gt; is not a child of &lt;%2&gt;</source>
        <translation>&lt;%1&gt; ist kein Kind von &lt;%2&gt;</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="39"/>
        <source>no element here</source>
        <translation>hier beginnt kein Element</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="54"/>
        <source>text outside the root element</source>
        <translation>Text außerhalb des Wurzelelements</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="59"/>
        <source>a comment is not closed with --&gt;</source>
        <translation>ein Kommentar ist nicht mit --&gt; geschlossen</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="63"/>
        <source>a CDATA section is not closed with ]]&gt;</source>
        <translation>ein CDATA-Abschnitt ist nicht mit ]]&gt; geschlossen</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="67"/>
        <source>a processing instruction is not closed with ?&gt;</source>
        <translation>eine Verarbeitungsanweisung ist nicht mit ?&gt; geschlossen</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="78"/>
        <source>a second root element</source>
        <translation>ein zweites Wurzelelement</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="86"/>
        <source>line %1: &lt;%2&gt; is not closed</source>
        <translation>Zeile %1: &lt;%2&gt; ist nicht geschlossen</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="91"/>
        <source>no element</source>
        <translation>kein Element</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="129"/>
        <location filename="../model/edit/xmlscan.cpp" line="137"/>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="176"/>
        <source>a &lt;!DOCTYPE&gt; or &lt;!…&gt; declaration is not closed with &gt;</source>
        <translation>eine &lt;!DOCTYPE&gt;- oder &lt;!…&gt;-Deklaration ist nicht mit &gt; geschlossen</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="200"/>
        <source>&apos;&lt;&apos; not followed by an element name</source>
        <translation>&apos;&lt;&apos; ohne folgenden Elementnamen</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="205"/>
        <source>the start tag &lt;%1 is not closed with &gt;</source>
        <translation>das Start-Tag &lt;%1 ist nicht mit &gt; geschlossen</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="222"/>
        <source>an attribute of &lt;%1&gt; is not name=&quot;value&quot;</source>
        <translation>ein Attribut von &lt;%1&gt; hat nicht die Form name=&quot;value&quot;</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="228"/>
        <source>an attribute value of &lt;%1&gt; has no quotes</source>
        <translation>ein Attributwert von &lt;%1&gt; hat keine Anführungszeichen</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="236"/>
        <source>an attribute value of &lt;%1&gt; is not closed</source>
        <translation>ein Attributwert von &lt;%1&gt; ist nicht geschlossen</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="263"/>
        <source>the end tag &lt;/%1 is not closed with &gt;</source>
        <translation>das End-Tag &lt;/%1 ist nicht mit &gt; geschlossen</translation>
    </message>
    <message>
        <location filename="../model/edit/xmlscan.cpp" line="271"/>
        <source>&lt;/%1&gt; does not close the open element</source>
        <translation>&lt;/%1&gt; schließt nicht das offene Element</translation>
    </message>
    <message>
        <location filename="../model/edit/sessionsave.cpp" line="76"/>
        <source>cannot write &apos;%1&apos;: %2. The file on disk is unchanged; check that its folder is writable and the disk not full.</source>
        <translation>&apos;%1&apos; kann nicht geschrieben werden: %2. Die Datei auf der Festplatte ist unverändert; prüfen Sie, ob ihr Ordner beschreibbar und die Festplatte nicht voll ist.</translation>
    </message>
    <message>
        <location filename="../model/edit/sessionsave.cpp" line="86"/>
        <source>cannot remove it</source>
        <translation>sie kann nicht entfernt werden</translation>
    </message>
    <message>
        <location filename="../model/edit/sessionsave.cpp" line="88"/>
        <source>its previous content could not be read</source>
        <translation>ihr vorheriger Inhalt konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroedit.cpp" line="48"/>
        <source>the edit would make the expanded document malformed</source>
        <translation>die Änderung würde das expandierte Dokument fehlerhaft machen</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroedit.cpp" line="70"/>
        <location filename="../model/edit/xacroedit.cpp" line="81"/>
        <source>removing elements of a xacro document is not supported yet; edit the xacro file, or convert it to URDF first</source>
        <translation>Elemente aus einem xacro-Dokument zu entfernen wird noch nicht unterstützt; bearbeiten Sie die xacro-Datei oder konvertieren Sie sie zuerst nach URDF</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroedit.cpp" line="72"/>
        <location filename="../model/edit/xacroedit.cpp" line="88"/>
        <source>renaming elements of a xacro document is not supported</source>
        <translation>das Umbenennen von Elementen eines xacro-Dokuments wird nicht unterstützt</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroedit.cpp" line="105"/>
        <source>removing an attribute of a xacro document is not supported</source>
        <translation>das Entfernen eines Attributs aus einem xacro-Dokument wird nicht unterstützt</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroedit.cpp" line="144"/>
        <source>%1 elements instead of %2</source>
        <translation>%1 Elemente statt %2</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroedit.cpp" line="148"/>
        <source>&lt;%1&gt; instead of &lt;%2&gt;</source>
        <translation>&lt;%1&gt; statt &lt;%2&gt;</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroedit.cpp" line="150"/>
        <source>&lt;%1&gt; holds &quot;%2&quot; instead of &quot;%3&quot;</source>
        <translation>&lt;%1&gt; enthält &quot;%2&quot; statt &quot;%3&quot;</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroedit.cpp" line="155"/>
        <source>&lt;%1 %2=&quot;%3&quot;&gt; instead of &quot;%4&quot;</source>
        <translation>&lt;%1 %2=&quot;%3&quot;&gt; statt &quot;%4&quot;</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroedit.cpp" line="162"/>
        <source>&lt;%1&gt; has the attribute %2 too</source>
        <translation>&lt;%1&gt; hat zusätzlich das Attribut %2</translation>
    </message>
    <message>
        <location filename="../model/edit/addentity.cpp" line="26"/>
        <source>the name &apos;%1&apos; is already used at the top level; choose another name</source>
        <translation>der Name &apos;%1&apos; wird auf oberster Ebene bereits verwendet; wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <location filename="../model/edit/addentity.cpp" line="29"/>
        <location filename="../model/edit/addlightsensor.cpp" line="113"/>
        <source>the name &apos;%1&apos; is already used in &apos;%2&apos;; choose another name</source>
        <translation>der Name &apos;%1&apos; wird in &apos;%2&apos; bereits verwendet; wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <location filename="../model/edit/addentity.cpp" line="70"/>
        <source>entities can be added to SDFormat and URDF files only</source>
        <translation>Entitäten können nur SDFormat- und URDF-Dateien hinzugefügt werden</translation>
    </message>
    <message>
        <location filename="../model/edit/addentity.cpp" line="80"/>
        <source>the axis of joint &apos;%1&apos; is 0 0 0, which has no direction; give one such as 0 0 1</source>
        <translation>die Achse von Gelenk &apos;%1&apos; ist 0 0 0 und hat keine Richtung; geben Sie eine wie 0 0 1 an</translation>
    </message>
    <message>
        <location filename="../model/edit/addentity.cpp" line="92"/>
        <source>Add %1 %2</source>
        <translation>%1 %2 hinzufügen</translation>
    </message>
    <message>
        <location filename="../model/edit/addentity.cpp" line="135"/>
        <source>link &apos;%1&apos; has no parent joint; add one with --add-joint NAME=TYPE,PARENT,%1 in the same command (URDF: the links form one tree with one root)</source>
        <translation>Link &apos;%1&apos; hat kein Elterngelenk; fügen Sie im selben Befehl eines mit --add-joint NAME=TYPE,PARENT,%1 hinzu (URDF: die Links bilden einen Baum mit einer Wurzel)</translation>
    </message>
    <message>
        <location filename="../model/edit/addentity.cpp" line="142"/>
        <source>model &apos;%1&apos; has no link; add one with --add-link %1::NAME in the same command (libsdformat refuses a model without a link)</source>
        <translation>Modell &apos;%1&apos; hat keinen Link; fügen Sie im selben Befehl einen mit --add-link %1::NAME hinzu (libsdformat lehnt ein Modell ohne Link ab)</translation>
    </message>
    <message>
        <location filename="../model/edit/addentitytext.cpp" line="83"/>
        <source>the mesh has no URI; write mesh:URI or mesh:URI,SCALE</source>
        <translation>das Mesh hat keine URI; schreiben Sie mesh:URI oder mesh:URI,SCALE</translation>
    </message>
    <message>
        <location filename="../model/edit/addentitytext.cpp" line="87"/>
        <source>&apos;%1&apos; is not a geometry; write box:X,Y,Z, sphere:R, cylinder:R,LENGTH, capsule:R,LENGTH, ellipsoid:A,B,C or mesh:URI[,SCALE] (sizes in metres, greater than 0)</source>
        <translation>&apos;%1&apos; ist keine Geometrie; schreiben Sie box:X,Y,Z, sphere:R, cylinder:R,LENGTH, capsule:R,LENGTH, ellipsoid:A,B,C oder mesh:URI[,SCALE] (Größen in Metern, größer als 0)</translation>
    </message>
    <message>
        <location filename="../model/edit/addentitytext.cpp" line="123"/>
        <source>the name after &apos;=&apos; is missing; expected %1</source>
        <translation>der Name nach &apos;=&apos; fehlt; erwartet %1</translation>
    </message>
    <message>
        <location filename="../model/edit/addentitytext.cpp" line="132"/>
        <source>give the parent and the URI: %1 (URI: model://NAME, a path or a Fuel URL)</source>
        <translation>geben Sie das Elternelement und die URI an: %1 (URI: model://NAME, ein Pfad oder eine Fuel-URL)</translation>
    </message>
    <message>
        <location filename="../model/edit/addentitytext.cpp" line="213"/>
        <source>&apos;%1&apos; is not a pose; write @x,y,z,roll,pitch,yaw (metres, radians)</source>
        <translation>&apos;%1&apos; ist keine Pose; schreiben Sie @x,y,z,roll,pitch,yaw (Meter, Radiant)</translation>
    </message>
    <message>
        <location filename="../model/edit/addentitytext.cpp" line="227"/>
        <source>expected %1</source>
        <translation>erwartet: %1</translation>
    </message>
    <message>
        <location filename="../model/edit/addentitytext.cpp" line="228"/>
        <source>expected %1 (no &apos;=&apos;)</source>
        <translation>erwartet: %1 (ohne &apos;=&apos;)</translation>
    </message>
    <message>
        <location filename="../model/edit/addentitytext.cpp" line="236"/>
        <source>the name is missing; expected %1</source>
        <translation>der Name fehlt; erwartet: %1</translation>
    </message>
    <message>
        <location filename="../model/edit/addentitytext.cpp" line="243"/>
        <source>expected NAME=TYPE,PARENT,CHILD (e.g. j1=revolute,base_link,arm)</source>
        <translation>erwartet: NAME=TYPE,PARENT,CHILD (z. B. j1=revolute,base_link,arm)</translation>
    </message>
    <message>
        <location filename="../model/edit/addentitytext.cpp" line="254"/>
        <source>&apos;%1&apos; is not a light type; write %2</source>
        <translation>&apos;%1&apos; ist kein Lichttyp; schreiben Sie %2</translation>
    </message>
    <message>
        <location filename="../model/edit/addentitytext.cpp" line="255"/>
        <source>&apos;%1&apos; is not a sensor type; write %2</source>
        <translation>&apos;%1&apos; ist kein Sensortyp; schreiben Sie %2</translation>
    </message>
    <message>
        <location filename="../model/edit/addurdfentity.cpp" line="71"/>
        <source>&apos;%1&apos; is not a URDF joint type; use one of %2</source>
        <translation>&apos;%1&apos; ist kein URDF-Gelenktyp; verwenden Sie einen von %2</translation>
    </message>
    <message>
        <location filename="../model/edit/addurdfentity.cpp" line="77"/>
        <source>robot &apos;%1&apos; has no link named &apos;%2&apos;</source>
        <translation>Roboter &apos;%1&apos; hat keinen Link namens &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../model/edit/addurdfentity.cpp" line="88"/>
        <source>link &apos;%1&apos; already has the parent joint &apos;%2&apos;; a URDF link has one parent</source>
        <translation>Link &apos;%1&apos; hat bereits das Elterngelenk &apos;%2&apos;; ein URDF-Link hat ein Elternelement</translation>
    </message>
    <message>
        <location filename="../model/edit/addurdfentity.cpp" line="100"/>
        <source>&apos;%1&apos; is above &apos;%2&apos; in the tree; the joint would close a cycle (URDF is a tree)</source>
        <translation>&apos;%1&apos; liegt im Baum über &apos;%2&apos;; das Gelenk würde einen Zyklus schließen (URDF ist ein Baum)</translation>
    </message>
    <message>
        <location filename="../model/edit/addurdfentity.cpp" line="114"/>
        <source>URDF has one robot; write the name alone, without &apos;%1::&apos;</source>
        <translation>URDF hat einen Roboter; schreiben Sie nur den Namen, ohne &apos;%1::&apos;</translation>
    </message>
    <message>
        <location filename="../model/edit/addurdfentity.cpp" line="123"/>
        <source>the file has no &lt;robot&gt; to add to</source>
        <translation>die Datei hat kein &lt;robot&gt;, dem etwas hinzugefügt werden kann</translation>
    </message>
    <message>
        <location filename="../model/edit/addurdfentity.cpp" line="134"/>
        <source>a URDF file holds one robot; models can be added to SDFormat files</source>
        <translation>eine URDF-Datei enthält einen Roboter; Modelle können SDFormat-Dateien hinzugefügt werden</translation>
    </message>
    <message>
        <location filename="../model/edit/addurdfentity.cpp" line="137"/>
        <source>URDF has no frames (urdf-xml.md); add a link with a fixed joint instead</source>
        <translation>URDF hat keine Frames (urdf-xml.md); fügen Sie stattdessen einen Link mit einem festen Gelenk hinzu</translation>
    </message>
    <message>
        <location filename="../model/edit/addurdfentity.cpp" line="140"/>
        <source>URDF has no &lt;include&gt; (urdf-xml.md); include models in an SDFormat world or model, or use xacro:include in a xacro file</source>
        <translation>URDF hat kein &lt;include&gt; (urdf-xml.md); binden Sie Modelle in eine SDFormat-Welt oder ein SDFormat-Modell ein oder verwenden Sie xacro:include in einer xacro-Datei</translation>
    </message>
    <message>
        <location filename="../model/edit/addurdfentity.cpp" line="150"/>
        <source>a URDF link&apos;s pose is its parent joint&apos;s &lt;origin&gt;; give the pose to --add-joint</source>
        <translation>die Pose eines URDF-Links ist der &lt;origin&gt; seines Elterngelenks; geben Sie die Pose bei --add-joint an</translation>
    </message>
    <message>
        <location filename="../model/edit/addlightsensor.cpp" line="69"/>
        <source>SDFormat %1 has no GPU lidar (gpu_ray came with SDFormat 1.5)</source>
        <translation>SDFormat %1 hat kein GPU-Lidar (gpu_ray kam mit SDFormat 1.5)</translation>
    </message>
    <message>
        <location filename="../model/edit/addlightsensor.cpp" line="96"/>
        <source>link &apos;%1&apos; has no collision; a contact sensor names a collision of its link (contact.sdf): add one with --add-collision first</source>
        <translation>Link &apos;%1&apos; hat keine Kollision; ein Kontaktsensor nennt eine Kollision seines Links (contact.sdf): fügen Sie zuerst eine mit --add-collision hinzu</translation>
    </message>
    <message>
        <location filename="../model/edit/addlightsensor.cpp" line="132"/>
        <source>SDFormat %1 has no lights in a model (model.sdf); add the light to one of its links or to the world</source>
        <translation>SDFormat %1 kennt keine Lichter in einem Modell (model.sdf); fügen Sie das Licht einem seiner Links oder der Welt hinzu</translation>
    </message>
    <message>
        <location filename="../model/edit/addlightsensor.cpp" line="138"/>
        <source>a light in a link needs SDFormat 1.6 or later (link.sdf); this model is %1; add the light to the world</source>
        <translation>ein Licht in einem Link braucht SDFormat 1.6 oder neuer (link.sdf); dieses Modell ist %1; fügen Sie das Licht der Welt hinzu</translation>
    </message>
    <message>
        <location filename="../model/edit/addlightsensor.cpp" line="186"/>
        <source>a URDF light goes into a link&apos;s &lt;gazebo reference&gt; block (the robot&apos;s own block becomes an SDFormat model, which holds no lights); write LINK::NAME=TYPE</source>
        <translation>ein URDF-Licht gehört in den &lt;gazebo reference&gt;-Block eines Links (der Block des Roboters selbst wird ein SDFormat-Modell, das keine Lichter enthält); schreiben Sie LINK::NAME=TYP</translation>
    </message>
    <message>
        <location filename="../model/edit/addlightsensor.cpp" line="189"/>
        <location filename="../model/edit/addurdfentity.cpp" line="180"/>
        <source>give the link: %1</source>
        <translation>geben Sie den Link an: %1</translation>
    </message>
    <message>
        <location filename="../model/edit/addlightsensor.cpp" line="204"/>
        <source>the contact sensor &apos;%1&apos; names the collision &apos;%2&apos;, the name Gazebo&apos;s URDF converter gives the first collision of link &apos;%3&apos;</source>
        <translation>der Kontaktsensor &apos;%1&apos; nennt die Kollision &apos;%2&apos;, den Namen, den Gazebos URDF-Konverter der ersten Kollision von Link &apos;%3&apos; gibt</translation>
    </message>
    <message>
        <location filename="../model/edit/addurdfentity.cpp" line="189"/>
        <source>URDF has no %1 shape (urdf-xml.md: box, sphere, cylinder, mesh; urdfdom refuses Drake&apos;s extensions)</source>
        <translation>URDF hat keine Form %1 (urdf-xml.md: box, sphere, cylinder, mesh; urdfdom lehnt Drakes Erweiterungen ab)</translation>
    </message>
    <message>
        <location filename="../model/edit/duplicateurdflink.cpp" line="127"/>
        <source>%1: &apos;%2&apos; is the robot&apos;s root link; its copy would be a second root of the tree (urdf-xml.md: one root link). Copy its child links instead.</source>
        <translation>%1: &apos;%2&apos; ist der Wurzel-Link des Roboters; seine Kopie wäre eine zweite Wurzel des Baums (urdf-xml.md: ein Wurzel-Link). Kopieren Sie stattdessen seine Kind-Links.</translation>
    </message>
    <message>
        <location filename="../model/edit/entityclipboard.cpp" line="78"/>
        <source>the clipboard holds no entity copied from RoboStage</source>
        <translation>die Zwischenablage enthält keine aus RoboStage kopierte Entität</translation>
    </message>
    <message>
        <location filename="../model/edit/entityclipboard.cpp" line="109"/>
        <source>the clipboard&apos;s RoboStage entity is incomplete</source>
        <translation>die RoboStage-Entität in der Zwischenablage ist unvollständig</translation>
    </message>
    <message>
        <location filename="../model/edit/entityclipboard.cpp" line="195"/>
        <source>select a model, link, visual, collision or frame to copy</source>
        <translation>wählen Sie ein Modell, einen Link, ein Visual, eine Kollision oder einen Frame zum Kopieren</translation>
    </message>
    <message>
        <location filename="../model/edit/entityclipboard.cpp" line="200"/>
        <source>entities are copied from SDFormat and URDF files (not from SimRobot or xacro files)</source>
        <translation>Entitäten werden aus SDFormat- und URDF-Dateien kopiert (nicht aus SimRobot- oder xacro-Dateien)</translation>
    </message>
    <message>
        <location filename="../model/edit/entityclipboard.cpp" line="214"/>
        <source>&apos;%1&apos; cannot be copied (%2 can)</source>
        <translation>&apos;%1&apos; kann nicht kopiert werden (%2 können es)</translation>
    </message>
    <message>
        <location filename="../model/edit/entityclipboard.cpp" line="216"/>
        <source>links, visuals and collisions</source>
        <translation>Links, Visuals und Kollisionen</translation>
    </message>
    <message>
        <location filename="../model/edit/entityclipboard.cpp" line="218"/>
        <source>models, links, visuals, collisions and frames</source>
        <translation>Modelle, Links, Visuals, Kollisionen und Frames</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteentity.cpp" line="42"/>
        <source>entities are pasted into SDFormat and URDF files (not into SimRobot or xacro files)</source>
        <translation>Entitäten werden in SDFormat- und URDF-Dateien eingefügt (nicht in SimRobot- oder xacro-Dateien)</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteentity.cpp" line="83"/>
        <source>&apos;%1&apos; is not a link of this robot: select the link the pasted link hangs from</source>
        <translation>&apos;%1&apos; ist kein Link dieses Roboters: Wählen Sie den Link, an dem der eingefügte Link hängt</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteentity.cpp" line="129"/>
        <source>the copied element could not be read</source>
        <translation>das kopierte Element konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteentity.cpp" line="135"/>
        <source>pasted as &apos;%1&apos;: &apos;%2&apos; is taken there</source>
        <translation>als &apos;%1&apos; eingefügt: &apos;%2&apos; ist dort vergeben</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteentity.cpp" line="139"/>
        <source>copied from an SDFormat %1 file into an SDFormat %2 file; check the diagnostics for elements this version lacks</source>
        <translation>aus einer SDFormat-%1-Datei in eine SDFormat-%2-Datei kopiert; prüfen Sie die Diagnosen auf Elemente, die diese Version nicht kennt</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteentity.cpp" line="145"/>
        <source>Paste %1 %2</source>
        <translation>%1 %2 einfügen</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteconvert.cpp" line="102"/>
        <source>the copied %1 cannot be converted to %2: %3</source>
        <translation>%1 (kopiert) lässt sich nicht nach %2 umwandeln: %3</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteconvert.cpp" line="106"/>
        <source>the copied %1 cannot be converted to %2</source>
        <translation>%1 (kopiert) lässt sich nicht nach %2 umwandeln</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteconvert.cpp" line="164"/>
        <source>URDF has no frames: copy a link instead</source>
        <translation>URDF kennt keine Frames: kopieren Sie stattdessen einen Link</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteconvert.cpp" line="168"/>
        <source>an included model cannot be pasted into a URDF file: open its model file and copy the model or a link from there</source>
        <translation>ein eingebundenes Modell kann nicht in eine URDF-Datei eingefügt werden: öffnen Sie seine Modelldatei und kopieren Sie dort das Modell oder einen Link</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteconvert.cpp" line="193"/>
        <source>the copied %1 did not convert to URDF</source>
        <translation>%1 (kopiert) ließ sich nicht nach URDF umwandeln</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteconvert.cpp" line="215"/>
        <source>the copied %1 has no link</source>
        <translation>%1 (kopiert) hat keinen Link</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteconvert.cpp" line="230"/>
        <source>not pasted: the model&apos;s &lt;gazebo&gt; block (%1)</source>
        <translation>nicht eingefügt: der &lt;gazebo&gt;-Block des Modells (%1)</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteconvert.cpp" line="248"/>
        <source>a URDF link is pasted into SDFormat 1.8 or newer (its joint frames are written with relative_to); this file is SDFormat %1</source>
        <translation>ein URDF-Link wird in SDFormat 1.8 oder neuer eingefügt (seine Gelenk-Frames werden mit relative_to geschrieben); diese Datei ist SDFormat %1</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteconvert.cpp" line="297"/>
        <source>the copied %1 did not convert to SDFormat</source>
        <translation>%1 (kopiert) ließ sich nicht nach SDFormat umwandeln</translation>
    </message>
    <message>
        <location filename="../model/edit/pasteconvert.cpp" line="312"/>
        <source>the copied %1 &apos;%2&apos; was converted from %3 to %4</source>
        <translation>%1 &apos;%2&apos; (kopiert) wurde von %3 nach %4 umgewandelt</translation>
    </message>
    <message>
        <location filename="../model/edit/pastehelpers.cpp" line="118"/>
        <source>the model &apos;%1&apos; has no link for the pasted link&apos;s joint to hang from: add a link first</source>
        <translation>das Modell &apos;%1&apos; hat keinen Link, an dem das Gelenk des eingefügten Links hängen kann: fügen Sie zuerst einen Link hinzu</translation>
    </message>
    <message>
        <location filename="../model/geometry/computeinertia.cpp" line="56"/>
        <source>%1 has no collision or visual with a volume to compute its inertia from%2</source>
        <translation>%1 hat keine Kollision und kein Visual mit Volumen, aus dem sich seine Trägheit berechnen ließe%2</translation>
    </message>
    <message>
        <location filename="../model/geometry/computeinertia.cpp" line="90"/>
        <source>%1 has no collision: its inertia is computed from its visuals</source>
        <translation>%1 hat keine Kollision: seine Trägheit wird aus seinen Visuals berechnet</translation>
    </message>
    <message>
        <location filename="../model/geometry/computeinertia.cpp" line="93"/>
        <source>left out of %1&apos;s inertia: %2</source>
        <translation>nicht in der Trägheit von %1 berücksichtigt: %2</translation>
    </message>
    <message>
        <location filename="../model/geometry/computeinertia.cpp" line="95"/>
        <source>a mesh of %1 is not closed: its volume, and so the inertia, may be far off</source>
        <translation>ein Mesh von %1 ist nicht geschlossen: sein Volumen und damit die Trägheit können stark abweichen</translation>
    </message>
    <message>
        <location filename="../model/geometry/computeinertia.cpp" line="98"/>
        <source>%1: mass %2 kg (%3 m³ at %4 kg/m³), centre of mass %5 %6 %7 m</source>
        <translation>%1: Masse %2 kg (%3 m³ bei %4 kg/m³), Schwerpunkt %5 %6 %7 m</translation>
    </message>
    <message>
        <location filename="../model/geometry/fitcollision.cpp" line="117"/>
        <source>Fit %1 collision to %2</source>
        <translation>%1-Kollision an %2 anpassen</translation>
    </message>
    <message>
        <location filename="../model/geometry/fitcollision.cpp" line="135"/>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <location filename="../model/geometry/fitcollision.cpp" line="144"/>
        <source>%1 collision of %2: %3</source>
        <translation>%1-Kollision von %2: %3</translation>
    </message>
    <message>
        <location filename="../model/geometry/fitcollision.cpp" line="147"/>
        <source>replaced the collisions %1</source>
        <translation>die Kollisionen %1 ersetzt</translation>
    </message>
    <message>
        <location filename="../model/geometry/fitcollision.cpp" line="150"/>
        <source>wrote the hull (%1 vertices) to %2</source>
        <translation>die Hülle (%1 Ecken) nach %2 geschrieben</translation>
    </message>
    <message>
        <location filename="../model/geometry/fitcollision.cpp" line="152"/>
        <source>the full hull has %1 vertices; it was capped at %2 (PhysX&apos;s limit)</source>
        <translation>die volle Hülle hat %1 Ecken; sie wurde auf %2 begrenzt (die Grenze von PhysX)</translation>
    </message>
    <message>
        <location filename="../model/geometry/fitcollision.cpp" line="174"/>
        <source>left out of the fit: %1</source>
        <translation>bei der Anpassung ausgelassen: %1</translation>
    </message>
    <message>
        <location filename="../model/edit/numberexpression.cpp" line="79"/>
        <source>no number</source>
        <translation>keine Zahl</translation>
    </message>
    <message>
        <location filename="../model/edit/numberexpression.cpp" line="81"/>
        <source>only numbers, + - * / ** ( ) and math such as pi or radians(90) are understood</source>
        <translation>nur Zahlen, + - * / ** ( ) und Mathematik wie pi oder radians(90) werden verstanden</translation>
    </message>
    <message>
        <location filename="../model/edit/numberexpression.cpp" line="87"/>
        <source>the expression does not give a number</source>
        <translation>der Ausdruck ergibt keine Zahl</translation>
    </message>
    <message>
        <location filename="../model/edit/numberexpression.cpp" line="90"/>
        <source>the result is not finite</source>
        <translation>das Ergebnis ist nicht endlich</translation>
    </message>
    <message>
        <location filename="../model/edit/geometryspec.cpp" line="69"/>
        <source>expected box:X,Y,Z, sphere:R, cylinder:R,L, capsule:R,L, ellipsoid:X,Y,Z or mesh:URI[,SCALE] with sizes in metres, each a positive number</source>
        <translation>erwartet box:X,Y,Z, sphere:R, cylinder:R,L, capsule:R,L, ellipsoid:X,Y,Z oder mesh:URI[,SKALIERUNG] mit Größen in Metern, jede eine positive Zahl</translation>
    </message>
    <message>
        <location filename="../model/edit/resizeshape.cpp" line="111"/>
        <source>m</source>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../model/edit/resizeshape.cpp" line="117"/>
        <source>radii %1 × %2 × %3 %4</source>
        <translation>Radien %1 × %2 × %3 %4</translation>
    </message>
    <message>
        <location filename="../model/edit/resizeshape.cpp" line="120"/>
        <source>radius %1 %2</source>
        <translation>Radius %1 %2</translation>
    </message>
    <message>
        <location filename="../model/edit/resizeshape.cpp" line="124"/>
        <source>radius %1 %3, length %2 %3</source>
        <translation>Radius %1 %3, Länge %2 %3</translation>
    </message>
    <message>
        <location filename="../model/edit/setinitialpositions.cpp" line="20"/>
        <source>%1: RoboStage writes initial positions into SDFormat files only; give the joint&apos;s &lt;Deflection&gt; an init attribute by hand</source>
        <translation>%1: RoboStage schreibt Anfangspositionen nur in SDFormat-Dateien; geben Sie dem &lt;Deflection&gt; des Gelenks von Hand ein init-Attribut</translation>
    </message>
    <message>
        <location filename="../model/edit/setinitialpositions.cpp" line="25"/>
        <source>%1: URDF has no initial joint position; copy the positions from the Joints dock (Copy) into your controller&apos;s configuration instead</source>
        <translation>%1: URDF hat keine Anfangsposition für Gelenke; kopieren Sie die Positionen stattdessen aus dem Gelenke-Dock (Kopieren) in die Konfiguration Ihres Controllers</translation>
    </message>
    <message>
        <location filename="../model/edit/setinitialpositions.cpp" line="36"/>
        <source>&apos;%1&apos; is a %2 joint; initial positions are written for revolute, continuous, prismatic and screw joints</source>
        <translation>„%1“ ist ein %2-Gelenk; Anfangspositionen werden für Dreh-, Endlos-, Schub- und Schraubgelenke geschrieben</translation>
    </message>
    <message>
        <location filename="../model/edit/setinitialpositions.cpp" line="42"/>
        <source>&apos;%1&apos; follows &apos;%2&apos; (mimic); set the initial position of &apos;%2&apos;</source>
        <translation>„%1“ folgt „%2“ (mimic); setzen Sie die Anfangsposition von „%2“</translation>
    </message>
    <message>
        <location filename="../model/edit/setinitialpositions.cpp" line="46"/>
        <source>&apos;%1&apos;: the initial position must be a finite number</source>
        <translation>„%1“: Die Anfangsposition muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <location filename="../model/edit/setinitialpositions.cpp" line="100"/>
        <source>SDFormat %1 does not define &lt;initial_position&gt; (joint.sdf 1.6–1.8): libsdformat keeps it as an unknown element and Gazebo ignores it; RoboStage starts the joints there</source>
        <translation>SDFormat %1 definiert &lt;initial_position&gt; nicht (joint.sdf 1.6–1.8): libsdformat behält es als unbekanntes Element, Gazebo ignoriert es; RoboStage beginnt die Gelenke dort</translation>
    </message>
    <message>
        <location filename="../model/edit/setinitialpositions.cpp" line="106"/>
        <source>Set initial positions</source>
        <translation>Anfangspositionen setzen</translation>
    </message>
    <message>
        <location filename="../model/edit/setinitialpositions.cpp" line="108"/>
        <source>Set initial position of %1</source>
        <translation>Anfangsposition von %1 setzen</translation>
    </message>
    <message numerus="yes">
        <location filename="../model/edit/setinitialpositions.cpp" line="110"/>
        <source>Set initial positions of %n joints</source>
        <translation>
            <numerusform>Anfangsposition von %n Gelenk setzen</numerusform>
            <numerusform>Anfangspositionen von %n Gelenken setzen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>robostage::edit::EditSession</name>
    <message>
        <location filename="../model/edit/sessionsave.cpp" line="30"/>
        <source>&apos;%1&apos; was removed or renamed since it was read; nothing was saved. Save to another file, or restore it.</source>
        <translation>&apos;%1&apos; wurde entfernt oder umbenannt, seit es gelesen wurde; nichts wurde gespeichert. Speichern Sie in eine andere Datei oder stellen Sie sie wieder her.</translation>
    </message>
    <message>
        <location filename="../model/edit/sessionsave.cpp" line="42"/>
        <source>&apos;%1&apos; changed on disk since it was read; nothing was saved. Reload it (your edits are lost) or save to another file.</source>
        <translation>&apos;%1&apos; wurde auf der Festplatte geändert, seit es gelesen wurde; nichts wurde gespeichert. Laden Sie es neu (Ihre Änderungen gehen verloren) oder speichern Sie in eine andere Datei.</translation>
    </message>
    <message>
        <location filename="../model/edit/sessionsave.cpp" line="189"/>
        <source>&apos;%1&apos; was written already and could not be put back: %2.</source>
        <translation>&apos;%1&apos; wurde bereits geschrieben und konnte nicht wiederhergestellt werden: %2.</translation>
    </message>
</context>
<context>
    <name>robostage::edit::SetXacroExpression</name>
    <message>
        <location filename="../model/edit/setxacroexpression.cpp" line="40"/>
        <source>%1: the expression %2 is no longer there (the file changed); make the edit again</source>
        <translation>%1: der Ausdruck %2 ist nicht mehr vorhanden (die Datei hat sich geändert); nehmen Sie die Änderung erneut vor</translation>
    </message>
    <message>
        <location filename="../model/edit/setxacroexpression.cpp" line="46"/>
        <source>%1: type an expression or a value for %2</source>
        <translation>%1: geben Sie einen Ausdruck oder einen Wert für %2 ein</translation>
    </message>
    <message>
        <location filename="../model/edit/setxacroexpression.cpp" line="51"/>
        <source>%1: the expression did not change</source>
        <translation>%1: der Ausdruck hat sich nicht geändert</translation>
    </message>
    <message>
        <location filename="../model/edit/setxacroexpression.cpp" line="70"/>
        <source>%1: %2=&quot;%3&quot; was not written: %4</source>
        <translation>%1: %2=&quot;%3&quot; wurde nicht geschrieben: %4</translation>
    </message>
    <message>
        <location filename="../model/edit/setxacroexpression.cpp" line="76"/>
        <source>Set expression of %1</source>
        <translation>Ausdruck von %1 setzen</translation>
    </message>
</context>
<context>
    <name>robostage::edit::XacroWriter</name>
    <message>
        <location filename="../model/edit/xacroparams.cpp" line="39"/>
        <source>the value contains a quote or a substitution</source>
        <translation>der Wert enthält ein Anführungszeichen oder eine Substitution</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroparams.cpp" line="42"/>
        <source>the macro call is not written in a xacro file</source>
        <translation>der Makroaufruf steht in keiner xacro-Datei</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroparams.cpp" line="44"/>
        <source>the call of macro &apos;%1&apos; at %2:%3 lies in another macro expanded %4 times</source>
        <translation>der Aufruf von Makro &apos;%1&apos; in %2:%3 liegt in einem anderen Makro, das %4-mal expandiert wird</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroparams.cpp" line="56"/>
        <source>the macro is called or defined in a way that cannot take a new parameter</source>
        <translation>das Makro wird so aufgerufen oder definiert, dass es keinen neuen Parameter aufnehmen kann</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroparams.cpp" line="65"/>
        <source>%1: the value cannot be changed for this expansion alone: %2</source>
        <translation>%1: der Wert kann nicht nur für diese Expansion geändert werden: %2</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroparams.cpp" line="96"/>
        <source>%1: cannot find the params of macro %2</source>
        <translation>%1: die params von Makro %2 können nicht gefunden werden</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroparams.cpp" line="108"/>
        <source>%1: the value is the default of parameter &apos;%2&apos;, which cannot be located in the macro&apos;s params; pass the parameter in the macro call</source>
        <translation>%1: der Wert ist der Standardwert von Parameter &apos;%2&apos;, der sich in den params des Makros nicht finden lässt; übergeben Sie den Parameter im Makroaufruf</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroparams.cpp" line="128"/>
        <source>the call at %1:%2 lies in a macro expanded several times</source>
        <translation>der Aufruf in %1:%2 liegt in einem mehrfach expandierten Makro</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroparams.cpp" line="134"/>
        <source>%1: the default cannot be passed for this call alone: %2</source>
        <translation>%1: der Standardwert kann nicht nur für diesen Aufruf übergeben werden: %2</translation>
    </message>
    <message>
        <location filename="../model/edit/xacroparams.cpp" line="141"/>
        <source>%1: the value is the default of parameter &apos;%2&apos; of macro &apos;%3&apos; (%4), which %5 calls take. Choose to change the default (--shared definition) or to pass the value in this call (--shared instance).</source>
        <translation>%1: der Wert ist der Standardwert von Parameter &apos;%2&apos; von Makro &apos;%3&apos; (%4), den %5 Aufrufe übernehmen. Wählen Sie, ob der Standardwert geändert (--shared definition) oder der Wert in diesem Aufruf übergeben wird (--shared instance).</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="72"/>
        <source>this element of the xacro expansion has no source element</source>
        <translation>dieses Element der xacro-Expansion hat kein Quellelement</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="85"/>
        <source>%1: the attribute %2 is written on this element in the xacro source but not expanded; edit it there</source>
        <translation>%1: das Attribut %2 steht an diesem Element in der xacro-Quelle, wird aber nicht expandiert; bearbeiten Sie es dort</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="91"/>
        <source>a new attribute cannot become a macro parameter yet</source>
        <translation>ein neues Attribut kann noch kein Makroparameter werden</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="99"/>
        <source>%1: the attribute %2 is not written on this element in the xacro source (it comes from xacro:attribute or a block); edit it there</source>
        <translation>%1: das Attribut %2 steht in der xacro-Quelle nicht an diesem Element (es stammt aus xacro:attribute oder einem Block); bearbeiten Sie es dort</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="226"/>
        <source>only a whole literal value can become a macro parameter, and %1 is written as &quot;%2&quot;</source>
        <translation>nur ein vollständiger Literalwert kann zu einem Makroparameter werden, und %1 ist als &quot;%2&quot; geschrieben</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="254"/>
        <source>%1: %2=&quot;%3&quot; is computed by an expression; change the expression in the xacro file (the value would be %4)</source>
        <translation>%1: %2=&quot;%3&quot; wird durch einen Ausdruck berechnet; ändern Sie den Ausdruck in der xacro-Datei (der Wert wäre %4)</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="280"/>
        <source>%1: &apos;%2&apos; in %3 is not a property or macro parameter of the xacro file (a built-in or a namespace); change the xacro file</source>
        <translation>%1: &apos;%2&apos; in %3 ist keine Eigenschaft und kein Makroparameter der xacro-Datei (sondern ein eingebauter Name oder ein Namensraum); ändern Sie die xacro-Datei</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="291"/>
        <source>%1: the value of &apos;%2&apos; is forwarded or a block (%3); change it in the xacro file</source>
        <translation>%1: der Wert von &apos;%2&apos; wird weitergereicht oder ist ein Block (%3); ändern Sie ihn in der xacro-Datei</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="299"/>
        <source>the value is used inside a macro body expanded several times</source>
        <translation>der Wert wird in einem mehrfach expandierten Makrorumpf verwendet</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="303"/>
        <source>%1: the value comes from &apos;%2&apos; (%3), which is used %4 times. Choose to change the definition (--shared definition) or only this value (--shared instance).</source>
        <translation>%1: der Wert stammt aus &apos;%2&apos; (%3), das %4-mal verwendet wird. Wählen Sie, ob die Definition (--shared definition) oder nur dieser Wert (--shared instance) geändert werden soll.</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="318"/>
        <source>%1: &apos;%2&apos; is defined at %3 without an attribute to edit</source>
        <translation>%1: &apos;%2&apos; ist bei %3 ohne bearbeitbares Attribut definiert</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="332"/>
        <source>%1: &apos;%2&apos; is defined through too many other names</source>
        <translation>%1: &apos;%2&apos; ist über zu viele andere Namen definiert</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="362"/>
        <source>%1: cannot find ${%2} in %3</source>
        <translation>%1: ${%2} wurde in %3 nicht gefunden</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="385"/>
        <source>%1: the text of this element is not a literal in the xacro source; edit it there</source>
        <translation>%1: der Text dieses Elements ist in der xacro-Quelle kein Literal; bearbeiten Sie ihn dort</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="391"/>
        <source>only attribute values can become macro parameters, and this is element text</source>
        <translation>nur Attributwerte können zu Makroparametern werden, und dies ist Elementtext</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolvewrite.cpp" line="116"/>
        <source>a new element cannot become a macro parameter</source>
        <translation>ein neues Element kann kein Makroparameter werden</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="425"/>
        <source>%1: the value is written in macro &apos;%2&apos;, which is expanded %3 times, and cannot be changed for this expansion alone: %4</source>
        <translation>%1: der Wert steht in Makro &apos;%2&apos;, das %3-mal expandiert wird, und kann nicht nur für diese Expansion geändert werden: %4</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="432"/>
        <source>%1: the value is written in macro &apos;%2&apos;, which is expanded %3 times: changing it there changes every expansion. Choose to change the definition (--shared definition) or only this expansion (--shared instance).</source>
        <translation>%1: der Wert steht in Makro &apos;%2&apos;, das %3-mal expandiert wird: Eine Änderung dort ändert jede Expansion. Wählen Sie, ob die Definition (--shared definition) oder nur diese Expansion (--shared instance) geändert wird.</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="455"/>
        <source>%1: cannot locate the element in the xacro source (%2)</source>
        <translation>%1: das Element kann in der xacro-Quelle nicht gefunden werden (%2)</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="456"/>
        <source>the file changed</source>
        <translation>die Datei hat sich geändert</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrowriter.cpp" line="477"/>
        <source>two edited values are written at the same place of %1 with different values; edit them one at a time</source>
        <translation>zwei bearbeitete Werte werden mit unterschiedlichen Werten an dieselbe Stelle von %1 geschrieben; bearbeiten Sie sie nacheinander</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolve.cpp" line="320"/>
        <source>%1: %2 becomes %3</source>
        <translation>%1: %2 wird zu %3</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolve.cpp" line="338"/>
        <source>%1: %2 is computed by %3, and every number that can carry the change is read by other values too (%4). Change it for all of them (--shared definition)%5, or type a new expression.</source>
        <translation>%1: %2 wird von %3 berechnet, und jede Zahl, die die Änderung tragen kann, wird auch von anderen Werten gelesen (%4). Ändern Sie sie für alle (--shared definition)%5 oder geben Sie einen neuen Ausdruck ein.</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolve.cpp" line="342"/>
        <source>, only here with a term added (--shared instance)</source>
        <translation>, nur hier mit einem zusätzlichen Term (--shared instance)</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolve.cpp" line="346"/>
        <source>the expression is in a place other values are expanded from too</source>
        <translation>der Ausdruck steht an einer Stelle, aus der auch andere Werte expandiert werden</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolvewrite.cpp" line="52"/>
        <source>%1: the new parameter %2 of macro &apos;%3&apos; (0 by default) is passed as %4 by the call at %5:%6</source>
        <translation>%1: der neue Parameter %2 des Makros &apos;%3&apos; (Standard 0) wird vom Aufruf in %5:%6 als %4 übergeben</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolvewrite.cpp" line="66"/>
        <source>%1: %2=&quot;$(arg %3)&quot;: %4</source>
        <translation>%1: %2=&quot;$(arg %3)&quot;: %4</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolvewrite.cpp" line="70"/>
        <source>the argument is not declared with a default to change</source>
        <translation>das Argument ist nicht mit einem änderbaren Standardwert deklariert</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolvewrite.cpp" line="83"/>
        <source>its declaration at %1 has no default to change</source>
        <translation>seine Deklaration in %1 hat keinen änderbaren Standardwert</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolvewrite.cpp" line="92"/>
        <source>the argument&apos;s default (%1) does not give this value: the argument is given on the command line; give it the new value there</source>
        <translation>der Standardwert des Arguments (%1) ergibt diesen Wert nicht: das Argument wird auf der Kommandozeile angegeben; geben Sie dort den neuen Wert an</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolvewrite.cpp" line="97"/>
        <source>%1: the value is the default of the argument &apos;%2&apos; (%3), which other values read too. Change it for all of them (--shared definition), or edit the xacro file.</source>
        <translation>%1: der Wert ist der Standardwert des Arguments &apos;%2&apos; (%3), den auch andere Werte lesen. Ändern Sie ihn für alle (--shared definition) oder bearbeiten Sie die xacro-Datei.</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolvewrite.cpp" line="103"/>
        <source>the argument&apos;s default is read by other values too</source>
        <translation>der Standardwert des Arguments wird auch von anderen Werten gelesen</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolvewrite.cpp" line="107"/>
        <source>the value is the default of the argument &apos;%1&apos; at %2, which becomes &quot;%3&quot;</source>
        <translation>der Wert ist der Standardwert des Arguments &apos;%1&apos; in %2, der zu &quot;%3&quot; wird</translation>
    </message>
    <message>
        <location filename="../model/edit/xacrosolve.cpp" line="436"/>
        <source>the value is carried by %1 at %2, which becomes %3</source>
        <translation>der Wert wird von %1 in %2 getragen, das zu %3 wird</translation>
    </message>
</context>
<context>
    <name>robostage::help</name>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="75"/>
        <source>The user guide is missing from this build.</source>
        <translation>Das Benutzerhandbuch fehlt in diesem Build.</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="76"/>
        <source>RoboStage User Guide</source>
        <translation>RoboStage-Benutzerhandbuch</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="91"/>
        <source>Left drag</source>
        <translation>Ziehen mit links</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="92"/>
        <source>3D view › orbit the camera</source>
        <translation>3D-Ansicht › Kamera umkreisen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="93"/>
        <source>Middle drag, Shift+left drag</source>
        <translation>Ziehen mit der Mitte, Umschalt+Ziehen mit links</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="94"/>
        <source>3D view › pan</source>
        <translation>3D-Ansicht › verschieben</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="95"/>
        <source>Wheel</source>
        <translation>Mausrad</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="96"/>
        <source>3D view › zoom</source>
        <translation>3D-Ansicht › zoomen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="97"/>
        <source>3D view › fit the scene</source>
        <translation>3D-Ansicht › Szene einpassen</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="99"/>
        <source>3D view › gizmo: move / rotate / joint axis / resize</source>
        <translation>3D-Ansicht › Gizmo: verschieben / drehen / Gelenkachse / Größe ändern</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="101"/>
        <source>3D view › gizmo in the world or local frame</source>
        <translation>3D-Ansicht › Gizmo im Welt- oder lokalen Frame</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="103"/>
        <source>3D view › Drag Joints: the gizmo poses the robot by the selected link</source>
        <translation>3D-Ansicht › Gelenke ziehen: Das Gizmo stellt den Roboter am ausgewählten Link ein</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="105"/>
        <source>3D view › snap while dragging the gizmo</source>
        <translation>3D-Ansicht › beim Ziehen des Gizmos einrasten</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="112"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="112"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow/helpdialogs.cpp" line="122"/>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>robostage::kinematics</name>
    <message>
        <location filename="../model/kinematics/iksolver.cpp" line="237"/>
        <source>the target is out of reach within the joint limits (at a limit: %1)</source>
        <translation>das Ziel ist innerhalb der Gelenkgrenzen nicht erreichbar (an einer Grenze: %1)</translation>
    </message>
    <message>
        <location filename="../model/kinematics/iksolver.cpp" line="239"/>
        <source>the target is out of reach</source>
        <translation>das Ziel ist nicht erreichbar</translation>
    </message>
    <message>
        <location filename="../model/kinematics/kinematicchain.cpp" line="91"/>
        <source>the tip is not a link</source>
        <translation>der End-Link ist kein Link</translation>
    </message>
    <message>
        <location filename="../model/kinematics/kinematicchain.cpp" line="94"/>
        <source>the base is not a link</source>
        <translation>die Basis ist kein Link</translation>
    </message>
    <message>
        <location filename="../model/kinematics/kinematicchain.cpp" line="114"/>
        <source>link &apos;%1&apos; is not on the way from &apos;%2&apos; to the root</source>
        <translation>Link &apos;%1&apos; liegt nicht auf dem Weg von &apos;%2&apos; zur Wurzel</translation>
    </message>
    <message>
        <location filename="../model/kinematics/kinematicchain.cpp" line="192"/>
        <source>no joint moves between &apos;%1&apos; and &apos;%2&apos;</source>
        <translation>zwischen &apos;%1&apos; und &apos;%2&apos; bewegt sich kein Gelenk</translation>
    </message>
</context>
<context>
    <name>robostage::sdf</name>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="62"/>
        <source>&lt;pose rotation_format=&quot;quat_xyzw&quot;&gt; needs 7 finite numbers &apos;x y z qx qy qz qw&apos;, found &apos;%1&apos;; using the identity pose.</source>
        <translation>&lt;pose rotation_format=&quot;quat_xyzw&quot;&gt; braucht 7 endliche Zahlen &apos;x y z qx qy qz qw&apos;, gefunden &apos;%1&apos;; die Identitätspose wird verwendet.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="69"/>
        <source>&lt;pose&gt; quaternion is zero; using the identity rotation.</source>
        <translation>das Quaternion von &lt;pose&gt; ist null; die Identitätsrotation wird verwendet.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="75"/>
        <source>unknown rotation_format &apos;%1&apos;: expected euler_rpy or quat_xyzw; reading the pose as euler_rpy.</source>
        <translation>unbekanntes rotation_format &apos;%1&apos;: erwartet wird euler_rpy oder quat_xyzw; die Pose wird als euler_rpy gelesen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="81"/>
        <source>&lt;pose&gt; needs 6 finite numbers &apos;x y z roll pitch yaw&apos;, found &apos;%1&apos;; using the identity pose.</source>
        <translation>&lt;pose&gt; braucht 6 endliche Zahlen &apos;x y z roll pitch yaw&apos;, gefunden &apos;%1&apos;; die Identitätspose wird verwendet.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="101"/>
        <source>&lt;geometry&gt; has no shape; add one of box, sphere, cylinder, capsule, ellipsoid, cone, plane, mesh, heightmap or polyline.</source>
        <translation>&lt;geometry&gt; hat keine Form; fügen Sie eine von box, sphere, cylinder, capsule, ellipsoid, cone, plane, mesh, heightmap oder polyline hinzu.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="128"/>
        <source>&lt;size&gt; of a plane needs 2 finite numbers, found &apos;%1&apos;.</source>
        <translation>&lt;size&gt; einer Ebene braucht 2 endliche Zahlen, gefunden &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="136"/>
        <source>&lt;mesh&gt; has no &lt;uri&gt;; add the mesh file&apos;s URI.</source>
        <translation>&lt;mesh&gt; hat keine &lt;uri&gt;; fügen Sie die URI der Mesh-Datei hinzu.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="178"/>
        <source>&lt;point&gt; needs 2 finite numbers &apos;x y&apos;, found &apos;%1&apos;; skipped.</source>
        <translation>&lt;point&gt; braucht 2 endliche Zahlen &apos;x y&apos;, gefunden &apos;%1&apos;; übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="191"/>
        <source>unknown geometry &lt;%1&gt;; it is kept in the file but not shown.</source>
        <translation>unbekannte Geometrie &lt;%1&gt;; sie bleibt in der Datei, wird aber nicht gezeigt.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="266"/>
        <source>light &apos;%1&apos; has type &apos;%2&apos;: expected point, spot or directional; using point.</source>
        <translation>Licht &apos;%1&apos; hat den Typ &apos;%2&apos;: erwartet wird point, spot oder directional; point wird verwendet.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="355"/>
        <source>the density is %1; a density must be &gt; 0 kg/m³ (water: 1000). The default 1000 is used.</source>
        <translation>die Dichte ist %1; eine Dichte muss &gt; 0 kg/m³ sein (Wasser: 1000). Der Standardwert 1000 wird verwendet.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="417"/>
        <source>joint axis &lt;xyz&gt; is the zero vector; give a unit vector such as &apos;0 0 1&apos;.</source>
        <translation>Gelenkachse &lt;xyz&gt; ist der Nullvektor; geben Sie einen Einheitsvektor wie &apos;0 0 1&apos; an.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="431"/>
        <source>&lt;initial_position&gt; %1 is outside the joint&apos;s limits [%2, %3]; the joint starts there all the same. Move it inside the limits or widen them.</source>
        <translation>&lt;initial_position&gt; %1 liegt außerhalb der Grenzen des Gelenks [%2, %3]; das Gelenk beginnt trotzdem dort. Verschieben Sie es in die Grenzen oder erweitern Sie diese.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="453"/>
        <source>joint &apos;%1&apos; has no type; add type=&quot;revolute&quot; (or fixed, prismatic, continuous, ball, universal, revolute2, screw, gearbox).</source>
        <translation>Gelenk &apos;%1&apos; hat keinen Typ; fügen Sie type=&quot;revolute&quot; hinzu (oder fixed, prismatic, continuous, ball, universal, revolute2, screw, gearbox).</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfelements.cpp" line="458"/>
        <source>joint &apos;%1&apos; has unknown type &apos;%2&apos;; it is shown as fixed.</source>
        <translation>Gelenk &apos;%1&apos; hat den unbekannten Typ &apos;%2&apos;; es wird als fest gezeigt.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfdrake.cpp" line="23"/>
        <source>&lt;drake:collision_filter_group&gt; has no name; it is not shown. Add name=&quot;…&quot;.</source>
        <translation>&lt;drake:collision_filter_group&gt; hat keinen Namen; sie wird nicht gezeigt. Fügen Sie name=&quot;…&quot; hinzu.</translation>
    </message>
</context>
<context>
    <name>robostage::sdf::Applier</name>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="74"/>
        <source>&lt;%1&gt; in &lt;experimental:params&gt; has no element_id; add element_id=&quot;…&quot; with the &apos;::&apos;-separated path of names of the element to change inside the included model. The change is skipped.</source>
        <translation>&lt;%1&gt; in &lt;experimental:params&gt; hat keine element_id; fügen Sie element_id=&quot;…&quot; mit dem durch &apos;::&apos; getrennten Namenspfad des zu ändernden Elements im eingebundenen Modell hinzu. Die Änderung wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="84"/>
        <source>unknown action &apos;%1&apos; on &lt;%2 element_id=&apos;%3&apos;&gt;: use add, modify, remove or replace (or no action, with an action on each child). The change is skipped.</source>
        <translation>unbekannte Aktion &apos;%1&apos; an &lt;%2 element_id=&apos;%3&apos;&gt;: verwenden Sie add, modify, remove oder replace (oder keine Aktion, mit einer Aktion an jedem Kind). Die Änderung wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="94"/>
        <source>element_id &apos;%1&apos; of &lt;%2&gt; has an empty name between &apos;::&apos;; write the path as name::name::… The change is skipped.</source>
        <translation>element_id &apos;%1&apos; von &lt;%2&gt; hat einen leeren Namen zwischen &apos;::&apos;; schreiben Sie den Pfad als name::name::… Die Änderung wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="109"/>
        <source>&lt;%1 element_id=&apos;%2&apos; action=&quot;add&quot;&gt; needs a non-empty name attribute for the element it adds. The addition is skipped.</source>
        <translation>&lt;%1 element_id=&apos;%2&apos; action=&quot;add&quot;&gt; braucht ein nicht leeres name-Attribut für das hinzugefügte Element. Das Hinzufügen wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="120"/>
        <source>&lt;%1 element_id=&quot;&quot;&gt; with action %2: an empty element_id only works with action=&quot;add&quot; (add to the included model); name the element to change. The change is skipped.</source>
        <translation>&lt;%1 element_id=&quot;&quot;&gt; mit Aktion %2: eine leere element_id funktioniert nur mit action=&quot;add&quot; (zum eingebundenen Modell hinzufügen); nennen Sie das zu ändernde Element. Die Änderung wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="125"/>
        <source>on its children</source>
        <translation>an seinen Kindern</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="136"/>
        <source>element_id &apos;%1&apos; names no element of included model &apos;%2&apos; to add &lt;%3&gt; to; write the &apos;::&apos;-separated path of names of the parent element. The addition is skipped.</source>
        <translation>element_id &apos;%1&apos; nennt kein Element des eingebundenen Modells &apos;%2&apos;, dem &lt;%3&gt; hinzugefügt werden könnte; schreiben Sie den durch &apos;::&apos; getrennten Namenspfad des Elternelements. Das Hinzufügen wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="142"/>
        <source>included model &apos;%1&apos; has no &lt;%2&gt; at element_id &apos;%3&apos;; write the &apos;::&apos;-separated path of names from the included model to the element. The change is skipped.</source>
        <translation>das eingebundene Modell &apos;%1&apos; hat kein &lt;%2&gt; bei element_id &apos;%3&apos;; schreiben Sie den durch &apos;::&apos; getrennten Namenspfad vom eingebundenen Modell zum Element. Die Änderung wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="155"/>
        <source>element_id &apos;%1&apos; names the model of a nested &lt;include&gt;; RoboStage can only remove it as a whole or change elements inside it. Change that &lt;include&gt; instead. The change is skipped.</source>
        <translation>element_id &apos;%1&apos; nennt das Modell eines verschachtelten &lt;include&gt;; RoboStage kann es nur als Ganzes entfernen oder Elemente darin ändern. Ändern Sie stattdessen dieses &lt;include&gt;. Die Änderung wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="189"/>
        <source>&lt;%1&gt; is not an SDFormat element that &lt;experimental:params&gt; can add, replace or change child by child (libsdformat needs its description); use action=&quot;modify&quot;/&quot;remove&quot;, or act on its parent. The change is skipped.</source>
        <translation>&lt;%1&gt; ist kein SDFormat-Element, das &lt;experimental:params&gt; hinzufügen, ersetzen oder Kind für Kind ändern kann (libsdformat braucht seine Beschreibung); verwenden Sie action=&quot;modify&quot;/&quot;remove&quot; oder wirken Sie auf sein Elternelement. Die Änderung wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="216"/>
        <source>attribute &apos;%1&apos; of &lt;%2&gt; is not an SDFormat attribute and is dropped, as libsdformat does; give it a namespace prefix (e.g. custom:%1) to keep it.</source>
        <translation>Attribut &apos;%1&apos; von &lt;%2&gt; ist kein SDFormat-Attribut und wird verworfen, wie libsdformat es tut; geben Sie ihm ein Namensraum-Präfix (z. B. custom:%1), um es zu behalten.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="245"/>
        <source>&lt;%1&gt; has no name; the first one, &lt;%1 name=&apos;%2&apos;&gt;, is assumed. Add name=&quot;…&quot; to say which.</source>
        <translation>&lt;%1&gt; hat keinen Namen; das erste, &lt;%1 name=&apos;%2&apos;&gt;, wird angenommen. Fügen Sie name=&quot;…&quot; hinzu, um es anzugeben.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="260"/>
        <source>%1 already has &lt;%2 name=&apos;%3&apos;&gt;; give the added element another name, or use action=&quot;modify&quot; or &quot;replace&quot;. The addition is skipped.</source>
        <translation>%1 hat bereits &lt;%2 name=&apos;%3&apos;&gt;; geben Sie dem hinzugefügten Element einen anderen Namen oder verwenden Sie action=&quot;modify&quot; oder &quot;replace&quot;. Das Hinzufügen wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="281"/>
        <source>%1 has no %2 to remove; the removal of this child is skipped.</source>
        <translation>%1 hat kein %2 zum Entfernen; das Entfernen dieses Kindes wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="315"/>
        <source>attribute &apos;%1&apos; is not an SDFormat attribute; give it a namespace prefix (e.g. custom:%1) to add it. This attribute is skipped.</source>
        <translation>Attribut &apos;%1&apos; ist kein SDFormat-Attribut; geben Sie ihm ein Namensraum-Präfix (z. B. custom:%1), um es hinzuzufügen. Dieses Attribut wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="330"/>
        <source>%1 has no &lt;%2&gt; to modify (modify only changes existing elements; use action=&quot;add&quot; to add one). This child is skipped.</source>
        <translation>%1 hat kein &lt;%2&gt; zum Ändern (modify ändert nur vorhandene Elemente; verwenden Sie action=&quot;add&quot;, um eines hinzuzufügen). Dieses Kind wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="346"/>
        <source>empty %1 gives no modification for %2; list the children to change. This child is skipped.</source>
        <translation>leeres %1 gibt keine Änderung für %2 an; listen Sie die zu ändernden Kinder auf. Dieses Kind wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="371"/>
        <source>&lt;%1&gt; inside &lt;%2 element_id=&apos;%3&apos;&gt; has no action; give it action=&quot;add&quot;, &quot;modify&quot;, &quot;remove&quot; or &quot;replace&quot; (or put the action on &lt;%2&gt;). This child is skipped.</source>
        <translation>&lt;%1&gt; in &lt;%2 element_id=&apos;%3&apos;&gt; hat keine Aktion; geben Sie ihm action=&quot;add&quot;, &quot;modify&quot;, &quot;remove&quot; oder &quot;replace&quot; (oder setzen Sie die Aktion an &lt;%2&gt;). Dieses Kind wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="375"/>
        <source>unknown action &apos;%1&apos; on &lt;%2&gt; inside &lt;%3 element_id=&apos;%4&apos;&gt;: use add, modify, remove or replace. This child is skipped.</source>
        <translation>unbekannte Aktion &apos;%1&apos; an &lt;%2&gt; in &lt;%3 element_id=&apos;%4&apos;&gt;: verwenden Sie add, modify, remove oder replace. Dieses Kind wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="386"/>
        <source>%1 has no %2 to %3; this child is skipped.</source>
        <translation>%1 hat kein %2 für %3; dieses Kind wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="400"/>
        <source>the replacement for %1 has no name; add name=&quot;…&quot;. This child is skipped.</source>
        <translation>der Ersatz für %1 hat keinen Namen; fügen Sie name=&quot;…&quot; hinzu. Dieses Kind wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfparams.cpp" line="408"/>
        <source>&lt;%1&gt; is not an SDFormat child of &lt;%2&gt;, so it cannot be added or replaced child by child; add it with the element that holds it. This child is skipped.</source>
        <translation>&lt;%1&gt; ist kein SDFormat-Kind von &lt;%2&gt; und kann daher nicht Kind für Kind hinzugefügt oder ersetzt werden; fügen Sie es mit dem Element hinzu, das es enthält. Dieses Kind wird übersprungen.</translation>
    </message>
</context>
<context>
    <name>robostage::sdf::Reader</name>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="26"/>
        <source>&lt;%1&gt; has no valid version attribute (found &apos;%2&apos;); reading it as SDFormat 1.11. Add version=&quot;1.x&quot;.</source>
        <translation>&lt;%1&gt; hat kein gültiges version-Attribut (gefunden &apos;%2&apos;); es wird als SDFormat 1.11 gelesen. Fügen Sie version=&quot;1.x&quot; hinzu.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="31"/>
        <source>SDFormat version %1 is newer than 1.11, the newest RoboStage knows; elements it does not know are kept but not shown.</source>
        <translation>SDFormat-Version %1 ist neuer als 1.11, die neueste, die RoboStage kennt; unbekannte Elemente bleiben erhalten, werden aber nicht gezeigt.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="42"/>
        <source>only the first &lt;world&gt; of a file is read; this one is ignored.</source>
        <translation>nur die erste &lt;world&gt; einer Datei wird gelesen; diese wird ignoriert.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="68"/>
        <source>the file has no &lt;world&gt;, &lt;model&gt; or &lt;light&gt;; there is nothing to show.</source>
        <translation>die Datei hat keine &lt;world&gt;, kein &lt;model&gt; und kein &lt;light&gt;; es gibt nichts zu zeigen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="124"/>
        <source>&lt;light&gt; has no name; add name=&quot;…&quot;. The light is skipped.</source>
        <translation>&lt;light&gt; hat keinen Namen; fügen Sie name=&quot;…&quot; hinzu. Das Licht wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="164"/>
        <source>merge=&quot;true&quot; in a &lt;world&gt; needs SDFormat 1.10 or later (this file is %1.%2); &apos;%3&apos; is included as a separate model.</source>
        <translation>merge=&quot;true&quot; in einer &lt;world&gt; erfordert SDFormat 1.10 oder neuer (diese Datei ist %1.%2); &apos;%3&apos; wird als eigenes Modell eingebunden.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="171"/>
        <source>&lt;model&gt; has no name; add name=&quot;…&quot;. The model is skipped.</source>
        <translation>&lt;model&gt; hat keinen Namen; fügen Sie name=&quot;…&quot; hinzu. Das Modell wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="237"/>
        <source>model &apos;%1&apos; has no link; it is shown fixed in the world. SDFormat requires a model to have at least one link (or a nested model).</source>
        <translation>Modell &apos;%1&apos; hat keinen Link; es wird fest in der Welt gezeigt. SDFormat verlangt, dass ein Modell mindestens einen Link (oder ein verschachteltes Modell) hat.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="280"/>
        <source>&lt;link&gt; in model &apos;%1&apos; has no name; add name=&quot;…&quot;. The link is skipped.</source>
        <translation>&lt;link&gt; in Modell &apos;%1&apos; hat keinen Namen; fügen Sie name=&quot;…&quot; hinzu. Der Link wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="311"/>
        <source>&lt;%1&gt; in link &apos;%2&apos; has no name; add name=&quot;…&quot;. It is skipped.</source>
        <translation>&lt;%1&gt; in Link &apos;%2&apos; hat keinen Namen; fügen Sie name=&quot;…&quot; hinzu. Es wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="318"/>
        <source>&lt;%1&gt; &apos;%2&apos; has no &lt;geometry&gt;, so it shows nothing; add one.</source>
        <translation>&lt;%1&gt; &apos;%2&apos; hat keine &lt;geometry&gt; und zeigt daher nichts; fügen Sie eine hinzu.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="347"/>
        <source>&lt;sensor&gt; in link &apos;%1&apos; has no name; it is skipped.</source>
        <translation>&lt;sensor&gt; in Link &apos;%1&apos; hat keinen Namen; er wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="355"/>
        <source>&lt;light&gt; in link &apos;%1&apos; has no name; it is skipped.</source>
        <translation>&lt;light&gt; in Link &apos;%1&apos; hat keinen Namen; es wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="374"/>
        <source>&lt;joint&gt; has no name; add name=&quot;…&quot;. The joint is skipped.</source>
        <translation>&lt;joint&gt; hat keinen Namen; fügen Sie name=&quot;…&quot; hinzu. Das Gelenk wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="385"/>
        <source>joint &apos;%1&apos; needs both &lt;parent&gt; and &lt;child&gt; naming frames; it is skipped.</source>
        <translation>Gelenk &apos;%1&apos; braucht &lt;parent&gt; und &lt;child&gt;, die Frames nennen; es wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfreader.cpp" line="431"/>
        <source>&lt;frame&gt; has no name; add name=&quot;…&quot;. The frame is skipped.</source>
        <translation>&lt;frame&gt; hat keinen Namen; fügen Sie name=&quot;…&quot; hinzu. Der Frame wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfinclude.cpp" line="42"/>
        <source>&lt;include&gt; at %1:%2 with %3</source>
        <translation>&lt;include&gt; bei %1:%2 mit %3</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfinclude.cpp" line="59"/>
        <source>placement_frame &apos;%1&apos; does not name a frame in model &apos;%2&apos;; the model pose is used as is.</source>
        <translation>placement_frame &apos;%1&apos; nennt keinen Frame in Modell &apos;%2&apos;; die Modellpose wird unverändert verwendet.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfinclude.cpp" line="69"/>
        <source>placement_frame &apos;%1&apos; is not posed inside model &apos;%2&apos;; the model pose is used as is.</source>
        <translation>placement_frame &apos;%1&apos; hat keine Pose innerhalb von Modell &apos;%2&apos;; die Modellpose wird unverändert verwendet.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfinclude.cpp" line="88"/>
        <source>&lt;include&gt; has no &lt;uri&gt;; add the model&apos;s URI (model://NAME, a path, or a model name).</source>
        <translation>&lt;include&gt; hat keine &lt;uri&gt;; fügen Sie die URI des Modells hinzu (model://NAME, einen Pfad oder einen Modellnamen).</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfinclude.cpp" line="116"/>
        <source>&apos;%1&apos; is not an SDFormat or URDF file; RoboStage includes only those (custom parser formats such as .%2 are not supported). References to this model are ignored.</source>
        <translation>&apos;%1&apos; ist keine SDFormat- oder URDF-Datei; RoboStage bindet nur diese ein (eigene Parser-Formate wie .%2 werden nicht unterstützt). Verweise auf dieses Modell werden ignoriert.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfinclude.cpp" line="125"/>
        <source>includes are nested more than %1 deep here; the include is skipped. Flatten the include chain.</source>
        <translation>Einbindungen sind hier tiefer als %1 verschachtelt; die Einbindung wird übersprungen. Verflachen Sie die Einbindungskette.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfinclude.cpp" line="134"/>
        <source>include cycle: &apos;%1&apos; includes itself through %2; the include is skipped. Remove the &lt;include&gt; that closes the cycle.</source>
        <translation>Einbindungszyklus: &apos;%1&apos; bindet sich über %2 selbst ein; die Einbindung wird übersprungen. Entfernen Sie das &lt;include&gt;, das den Zyklus schließt.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfinclude.cpp" line="172"/>
        <source>merge=&quot;true&quot; is not supported for URDF includes; the robot is included as a nested model.</source>
        <translation>merge=&quot;true&quot; wird für URDF-Einbindungen nicht unterstützt; der Roboter wird als verschachteltes Modell eingebunden.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfinclude.cpp" line="192"/>
        <source>included light &apos;%1&apos; inside a model is not supported; include it in the world.</source>
        <translation>ein eingebundenes Licht &apos;%1&apos; innerhalb eines Modells wird nicht unterstützt; binden Sie es in der Welt ein.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfinclude.cpp" line="199"/>
        <source>&apos;%1&apos; has no &lt;model&gt; to include.</source>
        <translation>&apos;%1&apos; hat kein &lt;model&gt; zum Einbinden.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfinclude.cpp" line="203"/>
        <source>&apos;%1&apos; is not an SDFormat or URDF file (root &lt;%2&gt;); it cannot be included.</source>
        <translation>&apos;%1&apos; ist keine SDFormat- oder URDF-Datei (Wurzel &lt;%2&gt;); sie kann nicht eingebunden werden.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfinclude.cpp" line="244"/>
        <source>link &apos;%1&apos; of merged model &apos;%2&apos; cannot be merged into a world (a world holds models, joints, frames and lights, not links); include the model without merge=&quot;true&quot;.</source>
        <translation>Link &apos;%1&apos; des zusammengeführten Modells &apos;%2&apos; kann nicht in eine Welt übernommen werden (eine Welt enthält Modelle, Gelenke, Frames und Lichter, keine Links); binden Sie das Modell ohne merge=&quot;true&quot; ein.</translation>
    </message>
</context>
<context>
    <name>robostage::sdf::Scope</name>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="74"/>
        <source>the name &apos;%1&apos; is reserved in SDFormat; rename this element.</source>
        <translation>der Name &apos;%1&apos; ist in SDFormat reserviert; benennen Sie dieses Element um.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="79"/>
        <source>duplicate name &apos;%1&apos; in %2: links, joints, frames and models of one model share one namespace. Rename one of them; references use the first.</source>
        <translation>doppelter Name &apos;%1&apos; in %2: Links, Gelenke, Frames und Modelle eines Modells teilen sich einen Namensraum. Benennen Sie eines davon um; Verweise verwenden das erste.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="82"/>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="95"/>
        <source>the world</source>
        <translation>der Welt</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="61"/>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="82"/>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="95"/>
        <source>model &apos;%1&apos;</source>
        <translation>Modell &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="58"/>
        <source>%1 &apos;%2&apos; of %3 has the name of another link, joint or model; SDFormat %4.%5 allowed that, and it is named &apos;%6&apos; as libsdformat names it. Rename it in the file (SDFormat 1.7 requires unique names).</source>
        <translation>%1 &apos;%2&apos; von %3 trägt den Namen eines anderen Links, Gelenks oder Modells; SDFormat %4.%5 erlaubte das, und es heißt &apos;%6&apos;, wie libsdformat es benennt. Benennen Sie es in der Datei um (SDFormat 1.7 verlangt eindeutige Namen).</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="103"/>
        <source>%1 &apos;%2&apos; does not name a frame in %3 (names are links, joints, frames or models of this scope, or nested &apos;model::name&apos;); using the default frame.</source>
        <translation>%1 &apos;%2&apos; nennt keinen Frame in %3 (Namen sind Links, Gelenke, Frames oder Modelle dieses Bereichs oder verschachtelt &apos;model::name&apos;); der Standard-Frame wird verwendet.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="117"/>
        <source>frame &apos;%1&apos; is attached to itself; attach it to a link or another frame.</source>
        <translation>Frame &apos;%1&apos; ist an sich selbst befestigt; befestigen Sie ihn an einem Link oder einem anderen Frame.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="131"/>
        <source>a joint&apos;s child cannot be &apos;world&apos;; name a link.</source>
        <translation>das Kind eines Gelenks kann nicht &apos;world&apos; sein; nennen Sie einen Link.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="159"/>
        <source>canonical_link &apos;%1&apos; is not a link.</source>
        <translation>canonical_link &apos;%1&apos; ist kein Link.</translation>
    </message>
    <message>
        <location filename="../model/formats/sdf/sdfscope.cpp" line="174"/>
        <source>a pose cannot be relative_to its own frame &apos;%1&apos;; name another frame.</source>
        <translation>eine Pose kann nicht relative_to ihres eigenen Frames &apos;%1&apos; sein; nennen Sie einen anderen Frame.</translation>
    </message>
</context>
<context>
    <name>robostage::simrobot</name>
    <message>
        <location filename="../model/formats/simrobot/simrobotvalues.cpp" line="97"/>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos; ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotvalues.cpp" line="101"/>
        <source>&apos;%1&apos; is not a finite number</source>
        <translation>&apos;%1&apos; ist keine endliche Zahl</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotvalues.cpp" line="108"/>
        <source>&apos;%1&apos; has a unit (&apos;%2&apos;) where a plain number is expected</source>
        <translation>&apos;%1&apos; hat eine Einheit (&apos;%2&apos;), wo eine reine Zahl erwartet wird</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotvalues.cpp" line="110"/>
        <source>&apos;%1&apos; has the unit &apos;%2&apos;; expected one of %3, or no unit for the base unit</source>
        <translation>&apos;%1&apos; hat die Einheit &apos;%2&apos;; erwartet wird eine von %3 oder keine Einheit für die Basiseinheit</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotvalues.cpp" line="156"/>
        <source>&apos;%1&apos; is not a colour; expected #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(r, g, b) or rgba(r, g, b, a) with r, g, b in 0–255 or 0%–100% and a in 0–1</source>
        <translation>&apos;%1&apos; ist keine Farbe; erwartet wird #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(r, g, b) oder rgba(r, g, b, a) mit r, g, b in 0–255 oder 0%–100% und a in 0–1</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotvalues.cpp" line="196"/>
        <source>&apos;%1&apos; has no alpha; read as opaque (write rgb(…) or give a fourth value)</source>
        <translation>&apos;%1&apos; hat kein Alpha; wird als undurchsichtig gelesen (schreiben Sie rgb(…) oder geben Sie einen vierten Wert an)</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotvalues.cpp" line="212"/>
        <source>&apos;%1&apos;: channel %2 is out of range (0–255, 0%–100%, alpha 0–1)</source>
        <translation>&apos;%1&apos;: Kanal %2 liegt außerhalb des Bereichs (0–255, 0%–100%, Alpha 0–1)</translation>
    </message>
</context>
<context>
    <name>robostage::simrobot::Instantiator</name>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="150"/>
        <source>the scene has no &lt;Scene&gt; element (neither in this file nor in the files it includes), so there is nothing to show. Add &lt;Scene name=&quot;…&quot;&gt; with the bodies and compounds to show.</source>
        <translation>die Szene hat kein &lt;Scene&gt;-Element (weder in dieser Datei noch in den eingebundenen Dateien), daher gibt es nichts zu zeigen. Fügen Sie &lt;Scene name=&quot;…&quot;&gt; mit den zu zeigenden Bodies und Compounds hinzu.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="173"/>
        <source>a second &lt;Scene&gt; (&apos;%1&apos;); the scene is the first one (&apos;%2&apos;). Remove one of them.</source>
        <translation>eine zweite &lt;Scene&gt; (&apos;%1&apos;); die Szene ist die erste (&apos;%2&apos;). Entfernen Sie eine davon.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="186"/>
        <source>&lt;%1&gt; at the top level has no name=, so nothing can refer to it and it is not used. Give it a name and refer to it with ref=&quot;…&quot;, or move it into the &lt;Scene&gt;.</source>
        <translation>&lt;%1&gt; auf oberster Ebene hat kein name=, daher kann nichts darauf verweisen und es wird nicht verwendet. Geben Sie ihm einen Namen und verweisen Sie mit ref=&quot;…&quot; darauf, oder verschieben Sie es in die &lt;Scene&gt;.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="195"/>
        <source>&lt;%1 name=&quot;%2&quot;&gt; is defined twice (first in %3:%4); this one is ignored. Rename one of them.</source>
        <translation>&lt;%1 name=&quot;%2&quot;&gt; ist doppelt definiert (zuerst in %3:%4); diese Definition wird ignoriert. Benennen Sie eine davon um.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="212"/>
        <source>&lt;Include&gt; without href= includes nothing. Add href=&quot;FILE.rsi2&quot;.</source>
        <translation>&lt;Include&gt; ohne href= bindet nichts ein. Fügen Sie href=&quot;DATEI.rsi2&quot; hinzu.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="221"/>
        <source>included file &apos;%1&apos; does not exist (looked for &apos;%2&apos;, relative to this file). Fix href= or restore the file.</source>
        <translation>die eingebundene Datei &apos;%1&apos; existiert nicht (gesucht wurde &apos;%2&apos;, relativ zu dieser Datei). Korrigieren Sie href= oder stellen Sie die Datei wieder her.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="228"/>
        <source>&apos;%1&apos; includes itself (%2); the include is skipped. Remove the &lt;Include&gt; that closes the cycle.</source>
        <translation>&apos;%1&apos; bindet sich selbst ein (%2); die Einbindung wird übersprungen. Entfernen Sie das &lt;Include&gt;, das den Zyklus schließt.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="235"/>
        <source>includes nest deeper than %1 files; &apos;%2&apos; is skipped. Flatten the includes.</source>
        <translation>Einbindungen sind tiefer als %1 Dateien verschachtelt; &apos;%2&apos; wird übersprungen. Verflachen Sie die Einbindungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="246"/>
        <source>an included SimRobot file must have &lt;Simulation&gt; as its root element, not &lt;%1&gt;; it is skipped.</source>
        <translation>eine eingebundene SimRobot-Datei muss &lt;Simulation&gt; als Wurzelelement haben, nicht &lt;%1&gt;; sie wird übersprungen.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="267"/>
        <source>the scene nests deeper than %1 elements here; &lt;%2&gt; and what it contains are skipped. Check for a ref= chain that keeps adding levels.</source>
        <translation>die Szene ist hier tiefer als %1 Elemente verschachtelt; &lt;%2&gt; und sein Inhalt werden übersprungen. Prüfen Sie, ob eine ref=-Kette immer weitere Ebenen hinzufügt.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="276"/>
        <source>the scene expands to more than %1 elements (each ref= copies what it refers to); &lt;%2&gt; and everything after it are skipped. Check for definitions that refer to each other many times over.</source>
        <translation>die Szene wird zu mehr als %1 Elementen expandiert (jedes ref= kopiert, worauf es verweist); &lt;%2&gt; und alles danach werden übersprungen. Prüfen Sie auf Definitionen, die vielfach aufeinander verweisen.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="299"/>
        <source>ref=&quot;%1&quot; names no top-level &lt;%2 name=&quot;%1&quot;&gt;; the reference is ignored. Define it at the top level of this file or an included one, or fix the name.</source>
        <translation>ref=&quot;%1&quot; nennt kein &lt;%2 name=&quot;%1&quot;&gt; auf oberster Ebene; der Verweis wird ignoriert. Definieren Sie es auf oberster Ebene dieser oder einer eingebundenen Datei, oder korrigieren Sie den Namen.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="307"/>
        <source>ref=&quot;%1&quot; refers back to a definition that is being expanded (a reference loop); &lt;%2&gt; is skipped. Break the loop.</source>
        <translation>ref=&quot;%1&quot; verweist zurück auf eine Definition, die gerade expandiert wird (eine Verweisschleife); &lt;%2&gt; wird übersprungen. Lösen Sie die Schleife auf.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="333"/>
        <source>&lt;Set&gt; needs both name= and value=; it is ignored. Write &lt;Set name=&quot;placeholder&quot; value=&quot;…&quot;/&gt;.</source>
        <translation>&lt;Set&gt; braucht name= und value=; es wird ignoriert. Schreiben Sie &lt;Set name=&quot;platzhalter&quot; value=&quot;…&quot;/&gt;.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="370"/>
        <source>&lt;%1&gt; takes one &lt;%2&gt;; this second one is ignored.</source>
        <translation>&lt;%1&gt; nimmt nur ein &lt;%2&gt; auf; dieses zweite wird ignoriert.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotinstances.cpp" line="439"/>
        <source>placeholder $%1 is not set by a &lt;Set name=&quot;%1&quot; value=&quot;…&quot;/&gt; on this element or around it, so &apos;%2&apos; stays as written. Add the &lt;Set&gt;.</source>
        <translation>Platzhalter $%1 wird von keinem &lt;Set name=&quot;%1&quot; value=&quot;…&quot;/&gt; an diesem Element oder darum herum gesetzt, daher bleibt &apos;%2&apos; wie geschrieben. Fügen Sie das &lt;Set&gt; hinzu.</translation>
    </message>
</context>
<context>
    <name>robostage::simrobot::SceneReader</name>
    <message>
        <location filename="../model/formats/simrobot/simrobotreader.cpp" line="88"/>
        <source>&lt;%1&gt; is not expected in &lt;Scene&gt; (it takes Body, Compound, Light, QuickSolver, Set and UserInput); it is ignored.</source>
        <translation>&lt;%1&gt; wird in &lt;Scene&gt; nicht erwartet (es nimmt Body, Compound, Light, QuickSolver, Set und UserInput); es wird ignoriert.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotreader.cpp" line="154"/>
        <source>&lt;%1&gt; is not expected in &lt;%2&gt;; it is ignored.</source>
        <translation>&lt;%1&gt; wird in &lt;%2&gt; nicht erwartet; es wird ignoriert.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotreader.cpp" line="174"/>
        <source>&lt;Body&gt; &apos;%1&apos; has no mass element (Mass, BoxMass, SphereMass, InertiaMatrixMass, CapsuleMass, CylinderMass); SimRobot requires one. Add one.</source>
        <translation>&lt;Body&gt; &apos;%1&apos; hat kein Massenelement (Mass, BoxMass, SphereMass, InertiaMatrixMass, CapsuleMass, CylinderMass); SimRobot verlangt eines. Fügen Sie eines hinzu.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotreader.cpp" line="193"/>
        <source>&lt;%1&gt; has no &lt;Body&gt; to move; the joint is skipped. Add the &lt;Body&gt; it connects.</source>
        <translation>&lt;%1&gt; hat keinen &lt;Body&gt; zum Bewegen; das Gelenk wird übersprungen. Fügen Sie den &lt;Body&gt; hinzu, den es verbindet.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotreader.cpp" line="207"/>
        <source>&lt;%1&gt; has no &lt;Axis&gt;; it turns about z here. Add &lt;Axis x=&quot;…&quot; y=&quot;…&quot; z=&quot;…&quot;/&gt;.</source>
        <translation>&lt;%1&gt; hat keine &lt;Axis&gt;; es dreht sich hier um z. Fügen Sie &lt;Axis x=&quot;…&quot; y=&quot;…&quot; z=&quot;…&quot;/&gt; hinzu.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotreader.cpp" line="216"/>
        <source>the &lt;Axis&gt; is the zero vector; z is used. Give x, y or z.</source>
        <translation>die &lt;Axis&gt; ist der Nullvektor; z wird verwendet. Geben Sie x, y oder z an.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotreader.cpp" line="226"/>
        <source>the initial deflection lies outside min … max; SimRobot&apos;s joint limit pulls it back when the simulation starts. Give an init between min and max.</source>
        <translation>die Anfangsauslenkung liegt außerhalb von min … max; SimRobots Gelenkgrenze zieht sie beim Start der Simulation zurück. Geben Sie ein init zwischen min und max an.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotreader.cpp" line="359"/>
        <source>&lt;%1&gt; needs the attribute %2=; %3 is used. Add it.</source>
        <translation>&lt;%1&gt; braucht das Attribut %2=; %3 wird verwendet. Fügen Sie es hinzu.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotreader.cpp" line="367"/>
        <source>&lt;%1 %2=&quot;%3&quot;&gt;: %4; %5 is used. Fix the value.</source>
        <translation>&lt;%1 %2=&quot;%3&quot;&gt;: %4; %5 wird verwendet. Korrigieren Sie den Wert.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotreader.cpp" line="385"/>
        <source>&lt;%1 %2&gt;: %3. The colour is ignored (the default is used).</source>
        <translation>&lt;%1 %2&gt;: %3. Die Farbe wird ignoriert (die Standardfarbe wird verwendet).</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="207"/>
        <source>the capsule&apos;s height (%1 m) is less than its diameter (%2 m); the height includes both caps. It is drawn as a sphere.</source>
        <translation>die Höhe der Kapsel (%1 m) ist kleiner als ihr Durchmesser (%2 m); die Höhe schließt beide Kappen ein. Sie wird als Kugel gezeichnet.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="222"/>
        <source>&lt;%1&gt; is not a shape RoboStage draws; it is not shown.</source>
        <translation>&lt;%1&gt; ist keine Form, die RoboStage zeichnet; sie wird nicht gezeigt.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="238"/>
        <source>&lt;%1&gt; has no &lt;Surface&gt;; it is drawn grey. Add &lt;Surface diffuseColor=&quot;…&quot;/&gt;.</source>
        <translation>&lt;%1&gt; hat keine &lt;Surface&gt;; es wird grau gezeichnet. Fügen Sie &lt;Surface diffuseColor=&quot;…&quot;/&gt; hinzu.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="245"/>
        <source>&lt;Surface&gt; needs diffuseColor=; the surface is drawn grey.</source>
        <translation>&lt;Surface&gt; braucht diffuseColor=; die Oberfläche wird grau gezeichnet.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="263"/>
        <source>texture &apos;%1&apos; does not exist (looked for &apos;%2&apos;, relative to this file); the surface is drawn without it.</source>
        <translation>Textur &apos;%1&apos; existiert nicht (gesucht wurde &apos;%2&apos;, relativ zu dieser Datei); die Oberfläche wird ohne sie gezeichnet.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="285"/>
        <source>&lt;ComplexAppearance&gt; needs &lt;Vertices&gt; and &lt;Triangles&gt; or &lt;Quads&gt;; it is not shown.</source>
        <translation>&lt;ComplexAppearance&gt; braucht &lt;Vertices&gt; und &lt;Triangles&gt; oder &lt;Quads&gt;; es wird nicht gezeigt.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="305"/>
        <source>&lt;%1&gt; holds &apos;%2&apos;, which is not a number; the numbers after it are ignored.</source>
        <translation>&lt;%1&gt; enthält &apos;%2&apos;, das keine Zahl ist; die Zahlen danach werden ignoriert.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="319"/>
        <source>unit=&quot;%1&quot; is not a length unit (%2); metres are used.</source>
        <translation>unit=&quot;%1&quot; ist keine Längeneinheit (%2); es werden Meter verwendet.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="329"/>
        <source>&lt;Normals&gt; has %1 normals for %2 vertices; they are ignored and the faces drawn flat.</source>
        <translation>&lt;Normals&gt; hat %1 Normalen für %2 Eckpunkte; sie werden ignoriert und die Flächen flach gezeichnet.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="337"/>
        <source>&lt;TexCoords&gt; has %1 coordinates for %2 vertices; they are ignored.</source>
        <translation>&lt;TexCoords&gt; hat %1 Koordinaten für %2 Eckpunkte; sie werden ignoriert.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="362"/>
        <source>%1 faces of &lt;%2&gt; name vertices beyond the %3 given; they are left out.</source>
        <translation>%1 Flächen von &lt;%2&gt; nennen Eckpunkte jenseits der %3 angegebenen; sie werden weggelassen.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="371"/>
        <source>&lt;ComplexAppearance&gt; has no faces; it is not shown.</source>
        <translation>&lt;ComplexAppearance&gt; hat keine Flächen; es wird nicht gezeigt.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="426"/>
        <source>&lt;%1&gt; is not a mass element RoboStage knows; it is ignored.</source>
        <translation>&lt;%1&gt; ist kein Massenelement, das RoboStage kennt; es wird ignoriert.</translation>
    </message>
    <message>
        <location filename="../model/formats/simrobot/simrobotshapes.cpp" line="431"/>
        <source>a mass must be positive; this one is ignored.</source>
        <translation>eine Masse muss positiv sein; diese wird ignoriert.</translation>
    </message>
</context>
<context>
    <name>robostage::urdf</name>
    <message>
        <location filename="../model/formats/urdf/urdfjoint.cpp" line="46"/>
        <source>the axis of joint &apos;%1&apos; is the zero vector; using 1 0 0. Give the direction of the axis in the joint frame, e.g. xyz=&quot;0 0 1&quot;.</source>
        <translation>die Achse von Gelenk &apos;%1&apos; ist der Nullvektor; 1 0 0 wird verwendet. Geben Sie die Richtung der Achse im Gelenk-Frame an, z. B. xyz=&quot;0 0 1&quot;.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfjoint.cpp" line="65"/>
        <source>%1 joint &apos;%2&apos; has no &lt;limit&gt;; it is treated as unlimited. URDF requires &lt;limit lower=&quot;…&quot; upper=&quot;…&quot; effort=&quot;…&quot; velocity=&quot;…&quot;/&gt; for revolute and prismatic joints.</source>
        <translation>%1-Gelenk &apos;%2&apos; hat kein &lt;limit&gt;; es wird als unbegrenzt behandelt. URDF verlangt &lt;limit lower=&quot;…&quot; upper=&quot;…&quot; effort=&quot;…&quot; velocity=&quot;…&quot;/&gt; für revolute- und prismatic-Gelenke.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfjoint.cpp" line="88"/>
        <source>one number, or three for a planar joint</source>
        <translation>eine Zahl, oder drei für ein planar-Gelenk</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfjoint.cpp" line="89"/>
        <source>one finite number</source>
        <translation>eine endliche Zahl</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfjoint.cpp" line="110"/>
        <source>joint &apos;%1&apos; does not mimic another</source>
        <translation>Gelenk &apos;%1&apos; ahmt kein anderes nach</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfjoint.cpp" line="111"/>
        <source>joint=&quot;NAME&quot; naming the joint to follow</source>
        <translation>joint=&quot;NAME&quot;, das das zu folgende Gelenk nennt</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="29"/>
        <location filename="../model/formats/urdf/urdflink.cpp" line="84"/>
        <location filename="../model/formats/urdf/urdflink.cpp" line="115"/>
        <source>the %1 is skipped</source>
        <translation>das %1 wird übersprungen</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="47"/>
        <source>%1 has no &lt;geometry&gt;; it is skipped. Add &lt;geometry&gt; with one of &lt;box size&gt;, &lt;cylinder radius length&gt;, &lt;sphere radius&gt; or &lt;mesh filename&gt;.</source>
        <translation>%1 hat keine &lt;geometry&gt;; es wird übersprungen. Fügen Sie &lt;geometry&gt; mit einem von &lt;box size&gt;, &lt;cylinder radius length&gt;, &lt;sphere radius&gt; oder &lt;mesh filename&gt; hinzu.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="65"/>
        <source>&lt;geometry&gt; of %1 has more than one shape; &lt;%2&gt; is kept but not used. A URDF geometry holds exactly one shape.</source>
        <translation>&lt;geometry&gt; von %1 hat mehr als eine Form; &lt;%2&gt; bleibt erhalten, wird aber nicht verwendet. Eine URDF-Geometrie enthält genau eine Form.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="73"/>
        <source>&lt;geometry&gt; of %1 has no shape; the %1 is skipped. Add one of &lt;box size&gt;, &lt;cylinder radius length&gt;, &lt;sphere radius&gt; or &lt;mesh filename&gt;.</source>
        <translation>&lt;geometry&gt; von %1 hat keine Form; das %1 wird übersprungen. Fügen Sie eines von &lt;box size&gt;, &lt;cylinder radius length&gt;, &lt;sphere radius&gt; oder &lt;mesh filename&gt; hinzu.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="85"/>
        <source>size=&quot;x y z&quot; (side lengths in metres)</source>
        <translation>size=&quot;x y z&quot; (Seitenlängen in Metern)</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="116"/>
        <source>filename=&quot;package://PACKAGE/meshes/part.dae&quot; (or a path relative to this file)</source>
        <translation>filename=&quot;package://PACKAGE/meshes/part.dae&quot; (oder ein Pfad relativ zu dieser Datei)</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="124"/>
        <source>three numbers (x y z) or one number</source>
        <translation>drei Zahlen (x y z) oder eine Zahl</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="132"/>
        <source>&lt;%1&gt; in %2 is not a geometry RoboStage reads (box, cylinder, sphere, mesh, capsule, drake:ellipsoid); it is kept but not drawn.</source>
        <translation>&lt;%1&gt; in %2 ist keine Geometrie, die RoboStage liest (box, cylinder, sphere, mesh, capsule, drake:ellipsoid); sie bleibt erhalten, wird aber nicht gezeichnet.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="264"/>
        <source>link &apos;%1&apos; has more than one &lt;inertial&gt;; the first is used.</source>
        <translation>Link &apos;%1&apos; hat mehr als ein &lt;inertial&gt;; das erste wird verwendet.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="278"/>
        <source>&lt;visual&gt; &apos;%1&apos; of link &apos;%2&apos;</source>
        <translation>&lt;visual&gt; &apos;%1&apos; von Link &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="296"/>
        <source>&lt;collision&gt; &apos;%1&apos; of link &apos;%2&apos;</source>
        <translation>&lt;collision&gt; &apos;%1&apos; von Link &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="52"/>
        <source> Did you mean &apos;%1&apos;?</source>
        <translation> Meinten Sie &apos;%1&apos;?</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="473"/>
        <source>&lt;robot&gt; has no name attribute; the model is called &apos;%1&apos;. Add name=&quot;…&quot; (URDF requires it).</source>
        <translation>&lt;robot&gt; hat kein name-Attribut; das Modell heißt &apos;%1&apos;. Fügen Sie name=&quot;…&quot; hinzu (URDF verlangt es).</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="65"/>
        <source>%1 is skipped</source>
        <translation>%1 wird übersprungen</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="66"/>
        <source>link=&quot;NAME&quot; naming a link of this robot</source>
        <translation>link=&quot;NAME&quot;, das einen Link dieses Roboters nennt</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="72"/>
        <source>%1 names link &apos;%2&apos;, which is not a link of this robot; it is skipped. Correct the link name.</source>
        <translation>%1 nennt Link &apos;%2&apos;, der kein Link dieses Roboters ist; es wird übersprungen. Korrigieren Sie den Link-Namen.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="86"/>
        <source>%1 has no &lt;%2&gt;; it is skipped. Add &lt;%2 link=&quot;NAME&quot; xyz=&quot;…&quot; rpy=&quot;…&quot;/&gt;.</source>
        <translation>%1 hat kein &lt;%2&gt;; es wird übersprungen. Fügen Sie &lt;%2 link=&quot;NAME&quot; xyz=&quot;…&quot; rpy=&quot;…&quot;/&gt; hinzu.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="102"/>
        <source>%1 has no &lt;parent&gt;; it is not drawn. Add &lt;parent link=&quot;NAME&quot;/&gt;.</source>
        <translation>%1 hat kein &lt;parent&gt;; es wird nicht gezeichnet. Fügen Sie &lt;parent link=&quot;NAME&quot;/&gt; hinzu.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="122"/>
        <source>the loop joint is skipped</source>
        <translation>das Schleifengelenk wird übersprungen</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="122"/>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="175"/>
        <source>name=&quot;…&quot; (unique in the robot)</source>
        <translation>name=&quot;…&quot; (eindeutig im Roboter)</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="127"/>
        <source>loop joint &apos;%1&apos; is declared twice; this one is skipped. Give each loop joint a unique name.</source>
        <translation>Schleifengelenk &apos;%1&apos; ist doppelt deklariert; dieses wird übersprungen. Geben Sie jedem Schleifengelenk einen eindeutigen Namen.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="136"/>
        <source>loop joint &apos;%1&apos; has type &apos;%2&apos;; Drake&apos;s schema allows only &apos;continuous&apos;. It is shown as written.</source>
        <translation>Schleifengelenk &apos;%1&apos; hat den Typ &apos;%2&apos;; Drakes Schema erlaubt nur &apos;continuous&apos;. Es wird wie geschrieben gezeigt.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="140"/>
        <source>loop joint &apos;%1&apos;</source>
        <translation>Schleifengelenk &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="149"/>
        <source>the axis of loop joint &apos;%1&apos; is the zero vector; using 1 0 0. Give the axis direction in the link1 frame, e.g. xyz=&quot;0 1 0&quot;.</source>
        <translation>die Achse von Schleifengelenk &apos;%1&apos; ist der Nullvektor; 1 0 0 wird verwendet. Geben Sie die Achsrichtung im Frame von link1 an, z. B. xyz=&quot;0 1 0&quot;.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="174"/>
        <source>the collision filter group is skipped</source>
        <translation>die Kollisionsfiltergruppe wird übersprungen</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="181"/>
        <source>a member of collision filter group &apos;%1&apos;</source>
        <translation>ein Mitglied der Kollisionsfiltergruppe &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="191"/>
        <source>it is ignored</source>
        <translation>es wird ignoriert</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="192"/>
        <source>name=&quot;GROUP&quot; naming a collision filter group</source>
        <translation>name=&quot;GROUP&quot;, das eine Kollisionsfiltergruppe nennt</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="211"/>
        <source>collision filter group &apos;%1&apos; refers to group &apos;%2&apos;, which this robot does not declare. Declare it or correct the name.</source>
        <translation>Kollisionsfiltergruppe &apos;%1&apos; verweist auf Gruppe &apos;%2&apos;, die dieser Roboter nicht deklariert. Deklarieren Sie sie oder korrigieren Sie den Namen.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfdrake.cpp" line="228"/>
        <source>force element &apos;%1&apos; (%2)</source>
        <translation>Kraftelement &apos;%1&apos; (%2)</translation>
    </message>
</context>
<context>
    <name>robostage::urdf::Attributes</name>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="62"/>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="69"/>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="73"/>
        <source>the parameter is ignored</source>
        <translation>der Parameter wird ignoriert</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="63"/>
        <source>name=&quot;m1&quot;, then write $m1 in numeric attributes</source>
        <translation>name=&quot;m1&quot;, dann $m1 in numerischen Attributen schreiben</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="69"/>
        <source>value=&quot;1.0&quot;</source>
        <translation>value=&quot;1.0&quot;</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="73"/>
        <source>a finite number</source>
        <translation>eine endliche Zahl</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="144"/>
        <source>&apos; (an undefined parameter: declare it with &lt;parameter name=&quot;…&quot; value=&quot;…&quot;/&gt; in &lt;robot&gt;)</source>
        <translation>&apos; (ein undefinierter Parameter: deklarieren Sie ihn mit &lt;parameter name=&quot;…&quot; value=&quot;…&quot;/&gt; in &lt;robot&gt;)</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="146"/>
        <source>&apos;, which is &apos;%1&apos; after parameter substitution (expressions are not evaluated)</source>
        <translation>&apos;, das nach der Parameterersetzung &apos;%1&apos; ist (Ausdrücke werden nicht ausgewertet)</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="153"/>
        <source>attribute %1 of &lt;%2&gt; must be %3, found %4; %5.</source>
        <translation>Attribut %1 von &lt;%2&gt; muss %3 sein, gefunden %4; %5.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="161"/>
        <source>&lt;%1&gt; has no %2 attribute; %3. Add %4.</source>
        <translation>&lt;%1&gt; hat kein Attribut %2; %3. Fügen Sie %4 hinzu.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="181"/>
        <source>one finite number</source>
        <translation>eine endliche Zahl</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="181"/>
        <source>using %1</source>
        <translation>%1 wird verwendet</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="191"/>
        <source>three finite numbers</source>
        <translation>drei endliche Zahlen</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="192"/>
        <source>using &apos;%1 %2 %3&apos;</source>
        <translation>&apos;%1 %2 %3&apos; wird verwendet</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfattributes.cpp" line="210"/>
        <source>the attribute is ignored</source>
        <translation>das Attribut wird ignoriert</translation>
    </message>
</context>
<context>
    <name>robostage::urdf::MaterialTable</name>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="171"/>
        <source>the material cannot be referred to and is ignored</source>
        <translation>auf das Material kann nicht verwiesen werden, es wird ignoriert</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="172"/>
        <source>name=&quot;blue&quot; and refer to it from a visual with &lt;material name=&quot;blue&quot;/&gt;</source>
        <translation>name=&quot;blue&quot; und von einem Visual mit &lt;material name=&quot;blue&quot;/&gt; darauf verweisen</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="178"/>
        <source>material &apos;%1&apos; is defined again (first at line %2); the first definition is used. Give each material a unique name.</source>
        <translation>Material &apos;%1&apos; ist erneut definiert (zuerst in Zeile %2); die erste Definition wird verwendet. Geben Sie jedem Material einen eindeutigen Namen.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="212"/>
        <source>four numbers (red green blue alpha, each 0 to 1)</source>
        <translation>vier Zahlen (Rot Grün Blau Alpha, jeweils 0 bis 1)</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdflink.cpp" line="245"/>
        <source>material &apos;%1&apos; is not defined; the visual is drawn in the default colour. Define &lt;material name=&quot;%1&quot;&gt;&lt;color rgba=&quot;r g b a&quot;/&gt;&lt;/material&gt; in &lt;robot&gt;, or give this &lt;material&gt; a &lt;color&gt;.</source>
        <translation>Material &apos;%1&apos; ist nicht definiert; das Visual wird in der Standardfarbe gezeichnet. Definieren Sie &lt;material name=&quot;%1&quot;&gt;&lt;color rgba=&quot;r g b a&quot;/&gt;&lt;/material&gt; in &lt;robot&gt; oder geben Sie diesem &lt;material&gt; eine &lt;color&gt;.</translation>
    </message>
</context>
<context>
    <name>robostage::urdf::RobotReader</name>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="154"/>
        <source>the link is skipped</source>
        <translation>der Link wird übersprungen</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="155"/>
        <source>name=&quot;base_link&quot; (unique in the robot)</source>
        <translation>name=&quot;base_link&quot; (eindeutig im Roboter)</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="160"/>
        <source>link &apos;%1&apos; is declared twice (first at line %2); this one is skipped. Give each link a unique name.</source>
        <translation>Link &apos;%1&apos; ist doppelt deklariert (zuerst in Zeile %2); dieser wird übersprungen. Geben Sie jedem Link einen eindeutigen Namen.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="195"/>
        <source>joint &apos;%1&apos; names %2 link &apos;%3&apos;, which is not a link of this robot; the joint is skipped. Declare &lt;link name=&quot;%3&quot;/&gt; or correct the name.%4</source>
        <translation>Gelenk &apos;%1&apos; nennt als %2-Link &apos;%3&apos;, der kein Link dieses Roboters ist; das Gelenk wird übersprungen. Deklarieren Sie &lt;link name=&quot;%3&quot;/&gt; oder korrigieren Sie den Namen.%4</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="197"/>
        <source>parent</source>
        <translation>Eltern</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="197"/>
        <source>child</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="211"/>
        <source>the joint is skipped</source>
        <translation>das Gelenk wird übersprungen</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="211"/>
        <source>name=&quot;…&quot; (unique in the robot)</source>
        <translation>name=&quot;…&quot; (eindeutig im Roboter)</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="216"/>
        <source>joint &apos;%1&apos; is declared twice (first at line %2); this one is skipped. Give each joint a unique name.</source>
        <translation>Gelenk &apos;%1&apos; ist doppelt deklariert (zuerst in Zeile %2); dieses wird übersprungen. Geben Sie jedem Gelenk einen eindeutigen Namen.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="224"/>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="247"/>
        <source>joint &apos;%1&apos; is skipped</source>
        <translation>Gelenk &apos;%1&apos; wird übersprungen</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="225"/>
        <source>type=&quot;revolute&quot; (or continuous, prismatic, fixed, floating, planar)</source>
        <translation>type=&quot;revolute&quot; (oder continuous, prismatic, fixed, floating, planar)</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="233"/>
        <source>joint &apos;%1&apos; has type &apos;%2&apos;, which neither URDF nor Drake defines; it is shown but does not move. Use revolute, continuous, prismatic, fixed, floating or planar.</source>
        <translation>Gelenk &apos;%1&apos; hat den Typ &apos;%2&apos;, den weder URDF noch Drake definiert; es wird gezeigt, bewegt sich aber nicht. Verwenden Sie revolute, continuous, prismatic, fixed, floating oder planar.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="248"/>
        <source>link=&quot;NAME&quot; naming a link of this robot</source>
        <translation>link=&quot;NAME&quot;, das einen Link dieses Roboters nennt</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="251"/>
        <source>joint &apos;%1&apos; has no &lt;%2&gt;; it is skipped. Add &lt;%2 link=&quot;NAME&quot;/&gt;.</source>
        <translation>Gelenk &apos;%1&apos; hat kein &lt;%2&gt;; es wird übersprungen. Fügen Sie &lt;%2 link=&quot;NAME&quot;/&gt; hinzu.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="264"/>
        <source>link &apos;%1&apos; is already the child of joint &apos;%2&apos; (line %3); a URDF link has one parent joint, so joint &apos;%4&apos; is skipped. Close kinematic loops with Drake&apos;s &lt;loop_joint&gt; instead.</source>
        <translation>Link &apos;%1&apos; ist bereits Kind von Gelenk &apos;%2&apos; (Zeile %3); ein URDF-Link hat ein Eltern-Gelenk, daher wird Gelenk &apos;%4&apos; übersprungen. Schließen Sie kinematische Schleifen stattdessen mit Drakes &lt;loop_joint&gt;.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="280"/>
        <source>joint &apos;%1&apos; closes the kinematic loop %2; URDF describes a tree, so the joint is skipped. Close kinematic loops with Drake&apos;s &lt;loop_joint&gt; instead.</source>
        <translation>Gelenk &apos;%1&apos; schließt die kinematische Schleife %2; URDF beschreibt einen Baum, daher wird das Gelenk übersprungen. Schließen Sie kinematische Schleifen stattdessen mit Drakes &lt;loop_joint&gt;.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="319"/>
        <source>robot &apos;%1&apos; has no &lt;link&gt;; there is nothing to show. Add at least one &lt;link name=&quot;…&quot;&gt;.</source>
        <translation>Roboter &apos;%1&apos; hat keinen &lt;link&gt;; es gibt nichts zu zeigen. Fügen Sie mindestens einen &lt;link name=&quot;…&quot;&gt; hinzu.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="324"/>
        <source>robot &apos;%1&apos; has %2 root links (%3): links that are no joint&apos;s child. URDF describes one tree; each root stays at the model origin. Connect them to one root link with joints (e.g. fixed joints).</source>
        <translation>Roboter &apos;%1&apos; hat %2 Wurzel-Links (%3): Links, die Kind keines Gelenks sind. URDF beschreibt einen Baum; jede Wurzel bleibt im Modellursprung. Verbinden Sie sie mit Gelenken (z. B. festen Gelenken) mit einem Wurzel-Link.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="353"/>
        <source>joint &apos;%1&apos; mimics &apos;%2&apos;, which is not a joint of this robot; it does not follow it. Name an existing joint in &lt;mimic joint&gt;.%3</source>
        <translation>Gelenk &apos;%1&apos; ahmt &apos;%2&apos; nach, das kein Gelenk dieses Roboters ist; es folgt ihm nicht. Nennen Sie in &lt;mimic joint&gt; ein vorhandenes Gelenk.%3</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="360"/>
        <source>joint &apos;%1&apos; mimics itself; the mimic is ignored. Name another joint in &lt;mimic joint&gt;.</source>
        <translation>Gelenk &apos;%1&apos; ahmt sich selbst nach; das Mimic wird ignoriert. Nennen Sie in &lt;mimic joint&gt; ein anderes Gelenk.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="387"/>
        <source>the frame is skipped</source>
        <translation>der Frame wird übersprungen</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="387"/>
        <source>name=&quot;…&quot;</source>
        <translation>name=&quot;…&quot;</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="391"/>
        <source>frame &apos;%1&apos; is skipped</source>
        <translation>Frame &apos;%1&apos; wird übersprungen</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="392"/>
        <source>link=&quot;NAME&quot; naming the link the frame is fixed to</source>
        <translation>link=&quot;NAME&quot;, das den Link nennt, an dem der Frame befestigt ist</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="397"/>
        <source>frame &apos;%1&apos; has the name of another link or frame; it is skipped. Give the frame a unique name.</source>
        <translation>Frame &apos;%1&apos; trägt den Namen eines anderen Links oder Frames; er wird übersprungen. Geben Sie dem Frame einen eindeutigen Namen.</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="407"/>
        <source>frame &apos;%1&apos; is fixed to link &apos;%2&apos;, which is not a link of this robot; the frame is skipped. Correct the link name.%3</source>
        <translation>Frame &apos;%1&apos; ist an Link &apos;%2&apos; befestigt, der kein Link dieses Roboters ist; der Frame wird übersprungen. Korrigieren Sie den Link-Namen.%3</translation>
    </message>
    <message>
        <location filename="../model/formats/urdf/urdfreader.cpp" line="447"/>
        <source>&lt;gazebo reference=&quot;%1&quot;&gt; names no link or joint of this robot; it is kept on the model. Correct the reference.%2</source>
        <translation>&lt;gazebo reference=&quot;%1&quot;&gt; nennt keinen Link und kein Gelenk dieses Roboters; es bleibt am Modell. Korrigieren Sie den Verweis.%2</translation>
    </message>
</context>
<context>
    <name>robostage::xacro</name>
    <message>
        <location filename="../model/formats/xacro/xacroexpand.cpp" line="29"/>
        <source> in macro %1 called from %2:%3</source>
        <translation> in Makro %1, aufgerufen aus %2:%3</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpand.cpp" line="34"/>
        <source> (and %1 more calls)</source>
        <translation> (und %1 weitere Aufrufe)</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacrodom.cpp" line="113"/>
        <source>elements are nested deeper than %1 levels (a guard against files made to exhaust the stack); flatten the nesting</source>
        <translation>Elemente sind tiefer als %1 Ebenen verschachtelt (ein Schutz gegen Dateien, die den Stack erschöpfen sollen); verringern Sie die Verschachtelung</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroyaml.cpp" line="144"/>
        <source>YAML file &apos;%1&apos; holds more than %2 nodes once its aliases are expanded (an alias bomb?); stopped</source>
        <translation>YAML-Datei „%1“ enthält nach dem Auflösen ihrer Aliase mehr als %2 Knoten (eine Alias-Bombe?); abgebrochen</translation>
    </message>
</context>
<context>
    <name>robostage::xacro::Expander</name>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="136"/>
        <source>the expansion grew beyond %1 characters of text; stopped (a guard against runaway macros)</source>
        <translation>die Expansion wuchs über %1 Zeichen Text hinaus; abgebrochen (ein Schutz gegen ausufernde Makros)</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="150"/>
        <source>the expansion took longer than %1 s; stopped (a guard against runaway input)</source>
        <translation>die Expansion dauerte länger als %1 s; abgebrochen (ein Schutz gegen ausufernde Eingaben)</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="169"/>
        <source>Xacro conditional &quot;%1&quot; evaluated to &quot;%2&quot;, which is not a boolean expression; write true, false, 1, 0 or a ${…} expression.</source>
        <translation>Xacro-Bedingung &quot;%1&quot; ergab &quot;%2&quot;, was kein boolescher Ausdruck ist; schreiben Sie true, false, 1, 0 oder einen ${…}-Ausdruck.</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="189"/>
        <source>&lt;%1&gt; is missing the attribute(s) %2</source>
        <translation>bei &lt;%1&gt; fehlen das/die Attribut(e) %2</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="265"/>
        <source>the expansion nests elements more than %1 levels deep (a guard against runaway macros); stopped</source>
        <translation>die Expansion verschachtelt Elemente tiefer als %1 Ebenen (ein Schutz gegen außer Kontrolle geratene Makros); abgebrochen</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="312"/>
        <source>the expansion grew beyond %1 nodes; stopped (a guard against runaway macros)</source>
        <translation>die Expansion ist über %1 Knoten hinausgewachsen; abgebrochen (ein Schutz gegen außer Kontrolle geratene Makros)</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="384"/>
        <source>xacro:arg: unknown attribute(s): %1</source>
        <translation>xacro:arg: unbekannte(s) Attribut(e): %1</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="402"/>
        <source>xacro:element is missing the attribute xacro:name</source>
        <translation>bei xacro:element fehlt das Attribut xacro:name</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="405"/>
        <source>xacro:element: empty name</source>
        <translation>xacro:element: leerer Name</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="415"/>
        <source>xacro:attribute: empty name</source>
        <translation>xacro:attribute: leerer Name</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="424"/>
        <source>%1: unknown attribute(s): %2</source>
        <translation>%1: unbekannte(s) Attribut(e): %2</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="455"/>
        <source>xacro:property: unknown attribute(s): %1</source>
        <translation>xacro:property: unbekannte(s) Attribut(e): %1</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="461"/>
        <source>Property names must be valid python identifiers: </source>
        <translation>Eigenschaftsnamen müssen gültige Python-Bezeichner sein: </translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="463"/>
        <source>Property names must not start with double underscore: </source>
        <translation>Eigenschaftsnamen dürfen nicht mit doppeltem Unterstrich beginnen: </translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="468"/>
        <source>Property attributes default, value, and remove are mutually exclusive: </source>
        <translation>Die Eigenschaftsattribute default, value und remove schließen einander aus: </translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="485"/>
        <source>%1: default property value can only be defined on local scope</source>
        <translation>%1: ein Standardwert einer Eigenschaft kann nur im lokalen Gültigkeitsbereich definiert werden</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroexpander.cpp" line="504"/>
        <source>%1: no parent scope at global scope</source>
        <translation>%1: im globalen Gültigkeitsbereich gibt es keinen übergeordneten Gültigkeitsbereich</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroinclude.cpp" line="49"/>
        <source>it is not a regular file</source>
        <translation>es ist keine reguläre Datei</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroinclude.cpp" line="53"/>
        <source>it is larger than %1 MiB, far more than a robot description needs</source>
        <translation>sie ist größer als %1 MiB, weit mehr, als eine Roboterbeschreibung braucht</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroinclude.cpp" line="67"/>
        <source>cannot read &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroinclude.cpp" line="76"/>
        <source>the file contains binary data, not XML text; check that this is the file you meant</source>
        <translation>die Datei enthält Binärdaten, keinen XML-Text; prüfen Sie, ob dies die gemeinte Datei ist</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroinclude.cpp" line="85"/>
        <source>XML parsing error: %1. Check that the XML is well-formed.</source>
        <translation>XML-Parserfehler: %1. Prüfen Sie, ob das XML wohlgeformt ist.</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroinclude.cpp" line="99"/>
        <source>xacro:include: unknown attribute(s): %1</source>
        <translation>xacro:include: unbekannte(s) Attribut(e): %1</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroinclude.cpp" line="114"/>
        <source>Child elements of a &lt;xacro:include&gt; tag are ignored</source>
        <translation>Kindelemente eines &lt;xacro:include&gt;-Tags werden ignoriert</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroinclude.cpp" line="127"/>
        <source>Include tag&apos;s filename spec &quot;%1&quot; matched no files.</source>
        <translation>Die Dateiangabe &quot;%1&quot; des Include-Tags passt auf keine Datei.</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroinclude.cpp" line="135"/>
        <source>includes nested more than %1 deep (does &apos;%2&apos; include itself?); stopped</source>
        <translation>Einbindungen sind tiefer als %1 verschachtelt (bindet &apos;%2&apos; sich selbst ein?); abgebrochen</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroinclude.cpp" line="155"/>
        <source>&apos;%1&apos; has no root element</source>
        <translation>&apos;%1&apos; hat kein Wurzelelement</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacroinclude.cpp" line="164"/>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="237"/>
        <source>inconsistent namespace redefinitions for %1</source>
        <translation>widersprüchliche Neudefinitionen des Namensraums für %1</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="73"/>
        <source>xacro:macro: unknown attribute(s): %1</source>
        <translation>xacro:macro: unbekannte(s) Attribut(e): %1</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="76"/>
        <source>Invalid use of macro name &apos;call&apos;</source>
        <translation>Ungültige Verwendung des Makronamens &apos;call&apos;</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="79"/>
        <source>macro names must not contain &apos;.&apos; (reserved for namespaces): %1</source>
        <translation>Makronamen dürfen kein &apos;.&apos; enthalten (reserviert für Namensräume): %1</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="83"/>
        <source>macro names must not contain prefix &apos;xacro:&apos;: %1</source>
        <translation>Makronamen dürfen nicht das Präfix &apos;xacro:&apos; enthalten: %1</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="108"/>
        <source>xacro:call is missing the &apos;macro&apos; attribute</source>
        <translation>bei xacro:call fehlt das Attribut &apos;macro&apos;</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="145"/>
        <source>unknown macro name: %1</source>
        <translation>unbekannter Makroname: %1</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="148"/>
        <source>macro calls nested more than %1 deep (does macro &apos;%2&apos; call itself?); stopped</source>
        <translation>Makroaufrufe sind tiefer als %1 verschachtelt (ruft Makro &apos;%2&apos; sich selbst auf?); abgebrochen</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="164"/>
        <source>Invalid parameter &quot;%1&quot; of macro &apos;%2&apos;</source>
        <translation>Ungültiger Parameter &quot;%1&quot; von Makro &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="182"/>
        <source>Not enough blocks for macro &apos;%1&apos;</source>
        <translation>Nicht genügend Blöcke für Makro &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="189"/>
        <source>Unused block &quot;%1&quot; in the call of macro &apos;%2&apos;</source>
        <translation>Unbenutzter Block &quot;%1&quot; im Aufruf von Makro &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="209"/>
        <source>Undefined property to forward: %1</source>
        <translation>Undefinierte Eigenschaft zum Weiterreichen: %1</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="221"/>
        <source>Undefined parameters [%1] in the call of macro &apos;%2&apos;</source>
        <translation>Undefinierte Parameter [%1] im Aufruf von Makro &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacromacros.cpp" line="258"/>
        <source>Undefined block &quot;%1&quot;</source>
        <translation>Undefinierter Block &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacrotext.cpp" line="194"/>
        <source>package not found: %1. Looked in: %2. Set ROS_PACKAGE_PATH (or AMENT_PREFIX_PATH) to the folder that holds it.</source>
        <translation>Paket nicht gefunden: %1. Gesucht in: %2. Setzen Sie ROS_PACKAGE_PATH (oder AMENT_PREFIX_PATH) auf den Ordner, der es enthält.</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacrotext.cpp" line="214"/>
        <source>Undefined substitution argument %1: declare it with &lt;xacro:arg name=&quot;%1&quot; default=&quot;…&quot;/&gt; before this use, or give it with --arg %1:=VALUE</source>
        <translation>Undefiniertes Substitutionsargument %1: deklarieren Sie es vor dieser Verwendung mit &lt;xacro:arg name=&quot;%1&quot; default=&quot;…&quot;/&gt;, oder geben Sie es mit --arg %1:=VALUE an</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacrotext.cpp" line="233"/>
        <source>environment variable &apos;%1&apos; is not set; set it, or use $(optenv %1 DEFAULT)</source>
        <translation>Umgebungsvariable &apos;%1&apos; ist nicht gesetzt; setzen Sie sie, oder verwenden Sie $(optenv %1 DEFAULT)</translation>
    </message>
    <message>
        <location filename="../model/formats/xacro/xacrotext.cpp" line="251"/>
        <source>Unknown substitution command $(%1): xacro knows arg, find, env, optenv, eval, dirname, anon and cwd</source>
        <translation>Unbekannter Substitutionsbefehl $(%1): xacro kennt arg, find, env, optenv, eval, dirname, anon und cwd</translation>
    </message>
</context>
</TS>
