<?xml version="1.0" encoding="UTF-8"?>
<!-- A 4-tile tileset: grass, water, a hill (elevated, level 2) and a rock wall (blocking).
     The image has no width/height on purpose: the loader reads them from the PNG header. -->
<tileset version="1.10" tiledversion="1.10.2" name="terrain16" tilewidth="16" tileheight="16" tilecount="4" columns="4">
 <image source="tiles16.png"/>
 <tile id="1">
  <properties>
   <property name="terrain" value="water"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="terrain" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="3" type="rock">
  <properties>
   <property name="terrain" value="blocking"/>
  </properties>
 </tile>
</tileset>
