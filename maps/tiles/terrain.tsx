<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="terrain" tilewidth="32" tileheight="32" tilecount="1344" columns="16">
 <image source="terrain.png" width="512" height="2688"/>
 <tile id="252">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="253">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="254">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="255">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="260">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="261">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="262">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="263">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="264">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="265">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="266">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="267">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="268">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="269">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="270">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="271">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="276">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="277">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="278">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="279">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="280">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="281">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="282">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="283">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="284">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="285">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="286">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="287">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="288">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="289">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="290">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="291">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="292">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="293">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="294">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="295">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="296">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="297">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="298">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="299">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="300">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="301">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="302">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="303">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="312">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="313">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="314">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="315">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="320">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="321">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="322">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="323">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="324">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="325">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="326">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="327">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="328">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="329">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="330">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="331">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="336">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="337">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="338">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="339">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="340">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="341">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="342">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="343">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="344">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="345">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="346">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="347">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="348">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="349">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="350">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="351">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="352">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="353">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="354">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="355">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="356">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="357">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="358">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="359">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="360">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="361">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="362">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="363">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="364">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="545">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="546">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="547">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="548">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="553">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="554">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="555">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="556">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="557">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="558">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="559">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="560">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="561">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="562">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="563">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="564">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="569">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="570">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="571">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="572">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="573">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="574">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="575">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="576">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="577">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="578">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="579">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="580">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="581">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="582">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="583">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="584">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="585">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="586">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="587">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="588">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="589">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="590">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="591">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="592">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="593">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="594">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="595">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="596">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="hindering"/>
  </properties>
 </tile>
 <tile id="605">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="606">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="607">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="608">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="613">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="614">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="615">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="616">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="617">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="618">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="619">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="620">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="621">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="622">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="623">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="624">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="629">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="630">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="631">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="632">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="633">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="634">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="635">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="636">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="637">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="638">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="639">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="640">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="641">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="642">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="643">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="644">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="645">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="646">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="647">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="648">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="649">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="650">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="651">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="652">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="653">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="654">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="655">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="656">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="water"/>
  </properties>
 </tile>
 <tile id="665">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="666">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="667">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="668">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="673">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="674">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="675">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="676">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="677">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="678">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="679">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="680">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="681">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="682">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="683">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="684">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="689">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="690">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="691">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="692">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="693">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="694">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="695">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="696">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="697">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="698">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="699">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="700">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="701">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="702">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="703">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="704">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="705">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="706">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="707">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="708">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="709">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="710">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="711">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="712">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="713">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="714">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="deep_water"/>
  </properties>
 </tile>
 <tile id="723">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="724">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="725">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="726">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="731">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="732">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="733">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="734">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="735">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="736">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="737">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="738">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="739">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="740">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="741">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="742">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="747">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="748">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="749">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="750">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="751">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="752">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="753">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="754">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="755">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="756">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="757">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="758">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="759">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="760">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="761">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="762">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="763">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="764">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="765">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="766">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="767">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="768">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="769">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="770">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="771">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="772">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="773">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="782">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="783">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="784">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="785">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="790">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="791">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="792">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="793">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="794">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="795">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="796">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="797">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="798">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="799">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="800">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="801">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="806">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="807">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="808">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="809">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="810">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="811">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="812">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="813">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="814">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="815">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="816">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="817">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="818">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="819">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="820">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="821">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="822">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="823">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="824">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="825">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="826">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="827">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="828">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="829">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="830">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="831">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="elevated"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="840">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="841">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="842">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="843">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="848">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="849">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="850">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="851">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="852">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="853">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="854">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="855">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="856">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="857">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="858">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="859">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="864">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="865">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="866">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="867">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="868">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="869">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="870">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="871">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="872">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="873">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="874">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="875">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="876">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="877">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="878">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="879">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="880">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="881">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="882">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="883">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="884">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="885">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="886">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="887">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="888">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="889">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="890">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="891">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="900">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="901">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="902">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="903">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="908">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="909">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="910">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="911">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="912">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="913">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="914">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="915">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="916">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="917">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="918">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="919">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="924">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="925">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="926">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="927">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="928">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="929">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="930">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="931">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="932">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="933">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="934">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="935">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="936">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="937">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="938">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="939">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="940">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="941">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="942">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="943">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="944">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="945">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="946">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="947">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="948">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="949">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="950">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="951">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="steep"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="960">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="961">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="962">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="963">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="968">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="969">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="970">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="971">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="972">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="973">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="974">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="975">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="976">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="977">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="978">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="979">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="984">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="985">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="986">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="987">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="988">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="989">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="990">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="991">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="992">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="993">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="994">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="995">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="996">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="997">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="998">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="999">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="1000">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="1001">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="1002">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="1003">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="1004">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="1005">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="1006">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="1007">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="1008">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="impassable"/>
  </properties>
 </tile>
 <tile id="1113">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1114">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1115">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1116">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1117">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1118">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1119">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1120">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1121">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1122">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1123">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1124">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1125">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1126">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1127">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1128">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1129">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1130">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1131">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1132">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1133">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1134">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1135">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1136">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1137">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1138">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1139">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1140">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1141">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1142">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1143">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1144">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1145">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1146">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1147">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1148">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1149">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1150">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1151">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1152">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1153">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1154">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1155">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1156">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1157">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1158">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1159">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1160">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1161">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1162">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1163">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1164">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1165">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1166">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1167">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1168">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1169">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1170">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1171">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1172">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1173">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1174">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1175">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1176">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1177">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1178">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1179">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1180">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1181">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1182">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1183">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1184">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1185">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1186">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1187">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1188">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1189">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1190">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1191">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1192">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1193">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1194">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1195">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1196">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1197">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1198">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1199">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1200">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1201">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1202">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1203">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1204">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1205">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1206">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1207">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1208">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1209">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1210">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1211">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1212">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1213">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1214">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1215">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1216">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1217">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1218">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1219">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1220">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1221">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1222">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1223">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1224">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1225">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1226">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1227">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1228">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1229">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1230">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1231">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1232">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1233">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1234">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1235">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1236">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1237">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1238">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1239">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1240">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1241">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1242">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1243">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1244">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1245">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1246">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1247">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1248">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1249">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1250">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1251">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1252">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="blocking"/>
  </properties>
 </tile>
 <tile id="1315">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="open"/>
  </properties>
 </tile>
 <tile id="1316">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="open"/>
  </properties>
 </tile>
 <tile id="1317">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="open"/>
  </properties>
 </tile>
 <tile id="1318">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="open"/>
  </properties>
 </tile>
 <tile id="1319">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="open"/>
  </properties>
 </tile>
 <tile id="1320">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="open"/>
  </properties>
 </tile>
 <tile id="1321">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="open"/>
  </properties>
 </tile>
 <tile id="1322">
  <properties>
   <property name="terrain" propertytype="TerrainKind" value="open"/>
  </properties>
 </tile>
 <tile id="1328">
  <properties>
   <property name="square" value="white"/>
  </properties>
 </tile>
 <tile id="1329">
  <properties>
   <property name="square" value="black"/>
  </properties>
 </tile>
</tileset>
