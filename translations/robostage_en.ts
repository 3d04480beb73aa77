<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>robostage::CollisionFitDock</name>
    <message numerus="yes">
        <location filename="../widgets/collisionfit/collisionfitpairs.cpp" line="62"/>
        <source>At the joint positions now: %n pair(s)</source>
        <translation>
            <numerusform>At the joint positions now: %n pair</numerusform>
            <numerusform>At the joint positions now: %n pairs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/collisionfit/collisionfitpairs.cpp" line="64"/>
        <source> (%n pair(s) not checked: their links have &lt;self_collide&gt;false)</source>
        <translation>
            <numerusform> (%n pair not checked: its links have &lt;self_collide&gt;false)</numerusform>
            <numerusform> (%n pairs not checked: their links have &lt;self_collide&gt;false)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/collisionfit/collisionfitpairs.cpp" line="119"/>
        <source>%n joint(s) sampled</source>
        <translation>
            <numerusform>%n joint sampled</numerusform>
            <numerusform>%n joints sampled</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/collisionfit/collisionfitpairs.cpp" line="120"/>
        <source>%n pair(s)</source>
        <translation>
            <numerusform>%n pair</numerusform>
            <numerusform>%n pairs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/collisionfit/collisionfitsrdf.cpp" line="56"/>
        <source>%n link(s) measured.</source>
        <translation>
            <numerusform>%n link measured.</numerusform>
            <numerusform>%n links measured.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/collisionfit/collisionfitsrdf.cpp" line="59"/>
        <source>%n with open meshes (measured by a vote of rays).</source>
        <translation>
            <numerusform>%n with open meshes (measured by a vote of rays).</numerusform>
            <numerusform>%n with open meshes (measured by a vote of rays).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/collisionfit/collisionfitsrdf.cpp" line="69"/>
        <source>%n more not checked.</source>
        <translation>
            <numerusform>%n more not checked.</numerusform>
            <numerusform>%n more not checked.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>robostage::DifferencesDock</name>
    <message numerus="yes">
        <location filename="../widgets/compare/differencesdock.cpp" line="257"/>
        <source>Compared with %1 (the ghost): %n entities differ</source>
        <translation>
            <numerusform>Compared with %1 (the ghost): %n entity differs</numerusform>
            <numerusform>Compared with %1 (the ghost): %n entities differ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>robostage::SharedEditText</name>
    <message numerus="yes">
        <location filename="../widgets/dialogs/sharededitprompt.cpp" line="41"/>
        <source>The value is written in a definition that %n instance(s) share (%1).</source>
        <translation>
            <numerusform>The value is written in a definition that %n instance shares (%1).</numerusform>
            <numerusform>The value is written in a definition that %n instances share (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/dialogs/sharededitprompt.cpp" line="52"/>
        <source>Change the shared definition (%n use(s))</source>
        <translation>
            <numerusform>Change the shared definition (%n use)</numerusform>
            <numerusform>Change the shared definition (%n uses)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>robostage::cli</name>
    <message numerus="yes">
        <location filename="../app/checkformats.cpp" line="118"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>robostage::edit</name>
    <message numerus="yes">
        <location filename="../model/edit/deleteentity.cpp" line="227"/>
        <source>&apos;%1&apos; is deleted with the %n link(s) below it: %2</source>
        <translation>
            <numerusform>&apos;%1&apos; is deleted with the %n link below it: %2</numerusform>
            <numerusform>&apos;%1&apos; is deleted with the %n links below it: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/edit/setinitialpositions.cpp" line="110"/>
        <source>Set initial positions of %n joints</source>
        <translation>
            <numerusform>Set initial position of %n joint</numerusform>
            <numerusform>Set initial positions of %n joints</numerusform>
        </translation>
    </message>
</context>
</TS>
