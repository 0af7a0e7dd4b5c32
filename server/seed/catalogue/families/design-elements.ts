import type { FamilySpec } from './spec.ts';

/** Design Elements: handles, knobs, hand wheels, indexing and spring plungers, feet, castors, ball transfer units. */
export const DESIGN_ELEMENT_FAMILIES: FamilySpec[] = [
  // Handles
  {
    no: 1101, leaf: 'pull-al', kind: 'pullHandle',
    name: { en: 'Aluminium pull handle, oval grip', zh: '椭圆握把铝合金 U 形拉手' },
    use: {
      en: 'Extruded pull handle for machine guards, doors and drawers, fastened from behind with two screws into tapped holes. The oval grip sits comfortably in the hand, even with gloves.',
      zh: '挤压成型 U 形拉手，适用于机器防护罩、门和抽屉，从背面用两颗螺钉拧入螺纹孔固定。椭圆形握把手感舒适，戴手套时亦便于握持。',
    },
    sizes: [100, 120, 160, 200, 250, 300], grades: ['alu:anodNatural', 'alu:anodBlack'],
  },
  {
    no: 1102, leaf: 'pull-al', kind: 'pullHandle', shape: 'handle-bridge',
    name: { en: 'Aluminium pull handle, inclined legs', zh: '斜腿铝合金 U 形拉手' },
    use: {
      en: 'Pull handle with legs inclined at 15°, leaving more room for the fingers on flush-mounted doors and panels. The tapped holes sit at standard hole centres.',
      zh: '腿部倾斜 15°，在平装门板上为手指留出更多空间。螺纹孔按标准孔距布置。',
    },
    sizes: [120, 160, 200, 250, 300], grades: ['alu:anodNatural', 'alu:anodBlack'],
  },
  {
    no: 1111, leaf: 'pull-pa', kind: 'pullHandle',
    name: { en: 'Plastic pull handle', zh: '塑料 U 形拉手' },
    use: {
      en: 'Economical pull handle for enclosures, covers and light doors, moulded in one piece with tapped brass inserts. Warm to the touch and electrically insulating.',
      zh: '经济型 U 形拉手，适用于机柜、盖板和轻型门，一体注塑成型并嵌有黄铜螺纹嵌件。触感温和，且电绝缘。',
    },
    sizes: [100, 120, 160, 200, 250], grades: ['pa:blackMatt', 'pa:greyMatt'],
  },
  {
    no: 1112, leaf: 'pull-pa', kind: 'pullHandle',
    name: { en: 'Ergonomic pull handle with cover caps', zh: '带盖帽人体工学 U 形拉手' },
    use: {
      en: 'Pull handle with a wide, rounded grip for frequent use; clip-on cover caps hide the fastening screws. Suited to housings and control panels where a clean look matters.',
      zh: '握把宽大圆润，适合频繁操作；卡扣式盖帽可遮盖固定螺钉。适用于注重外观的设备外壳和控制面板。',
    },
    sizes: [112, 140, 179, 235], grades: ['pa:blackMatt', 'pa:greyMatt'], price: 1.3,
  },
  {
    no: 1121, leaf: 'pull-ss', kind: 'pullHandle',
    name: { en: 'Stainless steel pull handle, round bar', zh: '不锈钢圆杆 U 形拉手' },
    use: {
      en: 'Pull handle bent from solid round bar with tapped ends, for machines, vehicles and laboratory equipment. Made in 1.4305, and in 1.4404 for harsher environments.',
      zh: '由实心圆钢弯制而成，两端带螺纹孔，适用于机器、车辆和实验室设备。提供 1.4305 材质，恶劣环境下可选 1.4404。',
    },
    sizes: [100, 120, 160, 200, 250, 300], grades: ['ss303:natural', 'ss316:shotBlasted'],
  },
  {
    no: 1122, leaf: 'pull-ss', kind: 'pullHandle',
    name: { en: 'Hygienic Design pull handle', zh: '卫生设计 U 形拉手' },
    use: {
      en: 'Pull handle for food and pharmaceutical plant, with smooth radii, no dead spaces and an FDA-compliant sealing ring under each leg. Designed to EHEDG guidelines for easy cleaning.',
      zh: '适用于食品和制药设备的 U 形拉手，过渡圆滑、无死角，每个支脚下均配有符合 FDA 要求的密封圈。按 EHEDG 指南设计，便于清洁。',
    },
    sizes: [100, 120, 160, 200, 250, 300], grades: ['ss316:electropolished'], price: 1.6,
  },
  {
    no: 1131, leaf: 'bridge', kind: 'pullHandle', shape: 'handle-bridge',
    name: { en: 'Aluminium bridge handle', zh: '铝合金桥形拉手' },
    use: {
      en: 'Low bridge handle for drawers, front panels and 19-inch racks, with hole centres on the 32 mm grid. Fastened from behind with two screws.',
      zh: '低矮桥形拉手，适用于抽屉、前面板和 19 英寸机架，孔距符合 32 mm 模数。从背面用两颗螺钉固定。',
    },
    sizes: [64, 96, 128, 160, 192, 224], grades: ['alu:anodNatural', 'alu:anodBlack'],
  },
  {
    no: 1132, leaf: 'bridge', kind: 'pullHandle', shape: 'handle-bridge',
    name: { en: 'Plastic bridge handle', zh: '塑料桥形拉手' },
    use: {
      en: 'Bridge handle in tough polyamide for covers and lids that are opened often. The flat profile keeps it clear of neighbouring parts.',
      zh: '采用高韧性聚酰胺制成的桥形拉手，适用于频繁开启的盖板和箱盖。扁平外形不会与相邻部件干涉。',
    },
    sizes: [96, 128, 160, 192], grades: ['pa:blackMatt', 'pa:greyMatt'],
  },
  {
    no: 1141, leaf: 'tubular', kind: 'pullHandle', shape: 'handle-tubular',
    name: { en: 'Tubular handle, aluminium tube', zh: '铝管管状拉手' },
    use: {
      en: 'Tubular handle with an aluminium tube and die-cast end posts, for long doors, machine frames and trolleys. Hard-wearing and light.',
      zh: '由铝管和压铸端座组成的管状拉手，适用于长门、机架和推车。耐磨且轻巧。',
    },
    sizes: [200, 250, 300, 350, 400, 500], grades: ['alu:anodNatural', 'alu:anodBlack'],
  },
  {
    no: 1142, leaf: 'tubular', kind: 'pullHandle', shape: 'handle-tubular',
    name: { en: 'Stainless steel tubular handle', zh: '不锈钢管状拉手' },
    use: {
      en: 'Tubular handle with stainless steel tube and posts, for washdown areas and outdoor equipment. The posts are tapped for fixing from behind.',
      zh: '钢管和端座均为不锈钢的管状拉手，适用于冲洗区域和户外设备。端座带螺纹孔，可从背面固定。',
    },
    sizes: [200, 300, 400, 500, 600], grades: ['ss303:natural', 'ss316:shotBlasted'],
  },

  // Knobs
  {
    no: 1201, leaf: 'star-bush', kind: 'knob',
    name: { en: 'Star knob with threaded bush, DIN 6336', zh: '带螺纹套星形旋钮 DIN 6336' },
    use: {
      en: 'Star knob to DIN 6336 for clamping and adjusting by hand, with a steel threaded bush moulded in. The five lobes give a firm grip and transmit high torque.',
      zh: '符合 DIN 6336 的星形旋钮，用于手动夹紧和调节，内嵌钢制螺纹套。五个凸瓣握持牢靠，可传递较大扭矩。',
    },
    sizes: [25, 32, 40, 50, 63, 80], grades: ['pa:blackMatt', 'pa:redMatt'],
  },
  {
    no: 1202, leaf: 'star-bush', kind: 'knob',
    name: { en: 'Star knob DIN 6336, cast iron or stainless steel', zh: '铸铁或不锈钢星形旋钮 DIN 6336' },
    use: {
      en: 'Robust star knob to DIN 6336 for machine tools and fixtures, with a machined threaded bore. The stainless version suits food machinery.',
      zh: '适用于机床和夹具的坚固型星形旋钮，符合 DIN 6336，螺纹孔经机加工。不锈钢版本适用于食品机械。',
    },
    sizes: [32, 40, 50, 63, 80, 100], grades: ['gg:powderBlack', 'ss303:natural'],
  },
  {
    no: 1203, leaf: 'star-bush', kind: 'knob',
    name: { en: 'Hygienic Design star knob', zh: '卫生设计星形旋钮' },
    use: {
      en: 'Star knob for the food and pharmaceutical industries, with a blind bore and a sealing ring that keeps out dirt and bacteria. Smooth surfaces and radii allow fast cleaning to EHEDG guidelines.',
      zh: '适用于食品和制药行业的星形旋钮，采用盲孔设计并配有密封圈，防止污物和细菌侵入。表面光滑、过渡圆润，可按 EHEDG 指南快速清洁。',
    },
    sizes: [25, 32, 40, 50, 63, 80], grades: ['ss316:electropolished'], price: 1.8,
  },
  {
    no: 1211, leaf: 'star-stud', kind: 'knob', shape: 'knob-star-stud',
    name: { en: 'Star knob with threaded stud', zh: '带螺柱星形旋钮' },
    use: {
      en: 'Star knob with a zinc-plated steel stud, for clamping covers, fixtures and adjustable stops. Choose the stud length to suit the clamping height.',
      zh: '带镀锌钢螺柱的星形旋钮，用于夹紧盖板、夹具和可调挡块。可按夹紧高度选择螺柱长度。',
    },
    sizes: [25, 32, 40, 50, 63], options: [20, 40], grades: ['pa:blackMatt'],
  },
  {
    no: 1212, leaf: 'star-stud', kind: 'knob', shape: 'knob-star-stud',
    name: { en: 'Star knob with stainless steel stud', zh: '带不锈钢螺柱星形旋钮' },
    use: {
      en: 'Star knob with a stainless steel 1.4305 stud for damp areas, clean rooms and food packaging machines. The stud is moulded in and cannot turn.',
      zh: '带不锈钢 1.4305 螺柱的星形旋钮，适用于潮湿环境、洁净室和食品包装机械。螺柱注塑嵌入，不会转动。',
    },
    sizes: [32, 40, 50, 63], options: [20, 30, 40], grades: ['pa:blackMatt'], price: 1.4,
  },
  {
    no: 1221, leaf: 'ball-knobs', kind: 'ballKnob',
    name: { en: 'Ball knob DIN 319', zh: '球形旋钮 DIN 319' },
    use: {
      en: 'Ball knob to DIN 319 for levers, shift rods and crank handles, with a tapped blind bore. The smooth surface is pleasant to hold and easy to clean.',
      zh: '符合 DIN 319 的球形旋钮，带螺纹盲孔，适用于操纵杆、换挡杆和曲柄手柄。表面光滑，手感舒适，易于清洁。',
    },
    sizes: [16, 20, 25, 32, 40, 50], grades: ['pf:blackGloss', 'pa:redMatt'],
  },
  {
    no: 1222, leaf: 'ball-knobs', kind: 'ballKnob',
    name: { en: 'Steel ball knob DIN 319', zh: '钢制球形旋钮 DIN 319' },
    use: {
      en: 'Turned ball knob to DIN 319 for machine tools and operating levers exposed to heat, swarf and coolant. Polished all over.',
      zh: '车削成型的球形旋钮，符合 DIN 319，适用于受热、切屑和切削液影响的机床及操纵杆。整体抛光。',
    },
    sizes: [16, 20, 25, 32, 40], grades: ['steel:polished', 'ss303:polished'],
  },
  {
    no: 1223, leaf: 'ball-knobs', kind: 'ballKnob',
    name: { en: 'Mushroom knob', zh: '蘑菇形旋钮' },
    use: {
      en: 'Flat-topped mushroom knob for push buttons, plungers and small levers; the broad top spreads the pressure of the palm.',
      zh: '平顶蘑菇形旋钮，适用于按钮、柱塞和小型操纵杆；宽大的顶面可分散手掌的压力。',
    },
    sizes: [20, 25, 32, 40, 50, 63], grades: ['pf:blackGloss', 'pa:redMatt'],
  },
  {
    no: 1231, leaf: 'wing', kind: 'wingNut',
    name: { en: 'Wing nut DIN 315', zh: '蝶形螺母 DIN 315' },
    use: {
      en: 'Wing nut to DIN 315 for connections that are often undone by hand without tools, such as covers, guards and clamping fixtures.',
      zh: '符合 DIN 315 的蝶形螺母，适用于需经常徒手拆装的连接，如盖板、防护罩和夹紧装置。',
    },
    sizes: [20, 25, 32, 40, 50, 63], grades: ['steel:zincBlue', 'ss303:natural'],
  },
  {
    no: 1232, leaf: 'wing', kind: 'wingNut', shape: 'knob-wing-stud',
    name: { en: 'Wing screw DIN 316', zh: '蝶形螺钉 DIN 316' },
    use: {
      en: 'Wing screw to DIN 316 for quick hand tightening of covers, inspection hatches and adjustable stops.',
      zh: '符合 DIN 316 的蝶形螺钉，用于盖板、检修口和可调挡块的快速手动紧固。',
    },
    sizes: [25, 32, 40, 50], options: [20, 30], grades: ['steel:zincBlue', 'ss303:natural'],
  },
  {
    no: 1233, leaf: 'wing', kind: 'wingNut',
    name: { en: 'Plastic wing nut', zh: '塑料蝶形螺母' },
    use: {
      en: 'Wing nut in glass-fibre reinforced polyamide with a steel threaded insert; light, insulating and kind to painted surfaces.',
      zh: '玻纤增强聚酰胺蝶形螺母，内嵌钢制螺纹嵌件；重量轻、绝缘，不会损伤涂装表面。',
    },
    sizes: [25, 32, 40, 50, 63], grades: ['pa:blackMatt', 'pa:greyMatt'],
  },
  {
    no: 1241, leaf: 'knurled', kind: 'knob', shape: 'knob-knurled',
    name: { en: 'Knurled knob with threaded bush', zh: '带螺纹套滚花旋钮' },
    use: {
      en: 'Knurled knob for fine adjustment and small clamping forces, e.g. on measuring devices, sensors and guides. The knurled rim gives a secure grip between finger and thumb.',
      zh: '滚花旋钮，用于精细调节和小夹紧力场合，如测量装置、传感器和导轨。滚花边缘便于用手指牢固捏持。',
    },
    sizes: [16, 20, 25, 32, 40, 50], grades: ['pa:blackMatt', 'pa:greyMatt'],
  },
  {
    no: 1242, leaf: 'knurled', kind: 'knob', shape: 'knob-knurled-stud',
    name: { en: 'Knurled thumb screw DIN 464', zh: '滚花头螺钉 DIN 464' },
    use: {
      en: 'Thumb screw with a high knurled head to DIN 464, for covers, housings and adjusting points that are opened by hand.',
      zh: '符合 DIN 464 的高头滚花螺钉，适用于需徒手开启的盖板、外壳和调节点。',
    },
    sizes: [16, 20, 25, 32, 40], options: [12, 20], grades: ['steel:zincBlue', 'ss303:natural'],
  },
  {
    no: 1243, leaf: 'knurled', kind: 'knob', shape: 'knob-knurled',
    name: { en: 'Stainless steel knurled knob', zh: '不锈钢滚花旋钮' },
    use: {
      en: 'Turned knurled knob with a tapped bore for instruments, optical set-ups and laboratory equipment.',
      zh: '车削成型的滚花旋钮，带螺纹孔，适用于仪器、光学装置和实验室设备。',
    },
    sizes: [16, 20, 25, 32, 40, 50], grades: ['ss303:natural'],
  },
  {
    no: 1251, leaf: 'levers', kind: 'lever',
    name: { en: 'Adjustable clamping lever with threaded bush', zh: '带螺纹套可调夹紧手柄' },
    use: {
      en: 'Clamping lever that can be lifted against a spring and re-positioned on its serration, so it can be tightened in confined spaces. Ideal for fixtures, guards and adjustable machine parts.',
      zh: '可调夹紧手柄，提起后可克服弹簧力在齿面上重新定位，在狭窄空间内也能拧紧。适用于夹具、防护罩和可调机器部件。',
    },
    sizes: [45, 63, 78, 92, 108], grades: ['zinc:powderBlack', 'zinc:powderGrey'],
  },
  {
    no: 1252, leaf: 'levers', kind: 'lever', shape: 'lever-stud',
    name: { en: 'Adjustable clamping lever with threaded stud', zh: '带螺柱可调夹紧手柄' },
    use: {
      en: 'Adjustable clamping lever with a zinc-plated steel stud: lift, swing back and tighten again without changing the clamping position.',
      zh: '带镀锌钢螺柱的可调夹紧手柄：提起、回摆后即可再次拧紧，无需改变夹紧位置。',
    },
    sizes: [45, 63, 78, 92], options: [20, 32], grades: ['zinc:powderBlack'],
  },
  {
    no: 1253, leaf: 'levers', kind: 'lever', shape: 'lever-stud',
    name: { en: 'Stainless steel clamping lever', zh: '不锈钢夹紧手柄' },
    use: {
      en: 'Clamping lever made entirely of stainless steel for food, packaging and outdoor equipment; the ratchet mechanism has no plastic parts.',
      zh: '全不锈钢夹紧手柄，适用于食品、包装和户外设备；棘轮机构不含塑料件。',
    },
    sizes: [45, 63, 78, 92], options: [20, 32], grades: ['ss303:natural'],
  },

  // Hand wheels and cranks
  {
    no: 1301, leaf: 'wheel-spoked', kind: 'handwheel',
    name: { en: 'Spoked hand wheel DIN 950', zh: '辐条手轮 DIN 950' },
    use: {
      en: 'Three-spoke hand wheel to DIN 950 for spindles, valves and slides, with a bore to H7 ready for a keyway or cross pin.',
      zh: '符合 DIN 950 的三辐条手轮，适用于丝杠、阀门和滑台，内孔公差 H7，可加工键槽或横销孔。',
    },
    sizes: [80, 100, 125, 160, 200, 250, 315], grades: ['gg:rimTurned', 'alu:rimTurned'],
  },
  {
    no: 1302, leaf: 'wheel-spoked', kind: 'handwheel',
    name: { en: 'Stainless steel spoked hand wheel', zh: '不锈钢辐条手轮' },
    use: {
      en: 'Spoked hand wheel welded from stainless steel bar, for valves and adjusting spindles in food, chemical and marine plant.',
      zh: '由不锈钢棒焊接而成的辐条手轮，适用于食品、化工和船舶设备中的阀门和调节丝杠。',
    },
    sizes: [80, 100, 125, 160, 200, 250], grades: ['ss303:natural'], price: 1.2,
  },
  {
    no: 1311, leaf: 'wheel-disc', kind: 'handwheel', shape: 'wheel-disc',
    name: { en: 'Disc hand wheel with revolving handle', zh: '带旋转手柄的盘式手轮' },
    use: {
      en: 'Closed disc hand wheel with a revolving handle for fast positioning; the smooth face has no spokes to catch fingers or swarf.',
      zh: '带旋转手柄的封闭盘式手轮，便于快速定位；表面平整无辐条，不会夹伤手指或积存切屑。',
    },
    sizes: [80, 100, 125, 160, 200], grades: ['pa:blackMatt', 'alu:anodNatural'],
  },
  {
    no: 1312, leaf: 'wheel-disc', kind: 'handwheel', shape: 'wheel-disc',
    name: { en: 'Aluminium disc hand wheel', zh: '铝合金盘式手轮' },
    use: {
      en: 'Light disc hand wheel turned from aluminium, for fine adjustment on measuring and positioning slides.',
      zh: '由铝合金车削而成的轻型盘式手轮，适用于测量和定位滑台的精细调节。',
    },
    sizes: [63, 80, 100, 125, 160, 200], grades: ['alu:rimTurned', 'alu:anodBlack'],
  },
  {
    no: 1321, leaf: 'cranks', kind: 'crank',
    name: { en: 'Crank handle DIN 469 with revolving handle', zh: '带旋转手柄的曲柄手柄 DIN 469' },
    use: {
      en: 'Crank handle to DIN 469 for feed spindles and adjusting screws that need many turns; the revolving handle spins freely on its pin.',
      zh: '符合 DIN 469 的曲柄手柄，适用于需多圈转动的进给丝杠和调节螺杆；旋转手柄可在销轴上自由转动。',
    },
    sizes: [63, 80, 100, 125, 160, 200], grades: ['gg:machined', 'alu:machined'],
  },
  {
    no: 1322, leaf: 'cranks', kind: 'crank',
    name: { en: 'Folding crank handle', zh: '折叠式曲柄手柄' },
    use: {
      en: 'Crank handle whose grip folds away when not in use, so nothing projects into walkways or catches on moving parts.',
      zh: '不使用时握把可折叠收起，不会伸入通道或与运动部件发生钩挂。',
    },
    sizes: [80, 100, 125, 160], grades: ['zinc:powderBlack', 'alu:anodBlack'], price: 1.4,
  },
  {
    no: 1331, leaf: 'revolving', kind: 'grip',
    name: { en: 'Revolving handle DIN 98', zh: '旋转手柄 DIN 98' },
    use: {
      en: 'Revolving handle to DIN 98 for hand wheels and crank handles; the grip turns freely on a steel pin screwed into the wheel.',
      zh: '符合 DIN 98 的旋转手柄，适用于手轮和曲柄手柄；握把可绕旋入轮体的钢销自由转动。',
    },
    sizes: [40, 50, 63, 80, 90, 110], grades: ['pf:blackGloss', 'pa:blackMatt'],
  },
  {
    no: 1332, leaf: 'revolving', kind: 'grip',
    name: { en: 'Fixed machine handle DIN 39', zh: '固定式机床手柄 DIN 39' },
    use: {
      en: 'Fixed handle to DIN 39 for levers, clamping shafts and operating rods, screwed in by its threaded stud.',
      zh: '符合 DIN 39 的固定手柄，通过螺柱旋入，适用于操纵杆、夹紧轴和操作杆。',
    },
    sizes: [40, 50, 63, 80, 100], grades: ['pf:blackGloss', 'steel:blackOxide'],
  },
  {
    no: 1333, leaf: 'revolving', kind: 'grip',
    name: { en: 'Stainless steel revolving handle', zh: '不锈钢旋转手柄' },
    use: {
      en: 'Revolving handle made entirely of stainless steel for hand wheels in washdown areas.',
      zh: '全不锈钢旋转手柄，适用于冲洗区域中的手轮。',
    },
    sizes: [32, 40, 50, 63, 80, 90], grades: ['ss303:natural'],
  },

  // Indexing and spring plungers
  {
    no: 1401, leaf: 'index-rest', kind: 'indexPlunger',
    name: { en: 'Indexing plunger with rest position', zh: '带止动位分度销' },
    use: {
      en: 'Spring-loaded indexing plunger for locating slides, swivel arms and fixtures in set positions. Pull the knob and turn it 90° to hold the pin retracted in the rest position.',
      zh: '弹簧加载分度销，用于将滑台、摆臂和夹具定位在设定位置。拉出旋钮并转动 90° 即可将销保持在缩回的止动位。',
    },
    sizes: [3, 4, 5, 6, 8, 10, 12], grades: ['steel:blackOxide', 'ss303:natural'],
  },
  {
    no: 1402, leaf: 'index-rest', kind: 'indexPlunger',
    name: { en: 'Indexing plunger with rest position and lock nut', zh: '带止动位和锁紧螺母的分度销' },
    use: {
      en: 'As the standard indexing plunger, supplied with a lock nut to fix the projection of the pin after mounting. The pin is hardened and ground.',
      zh: '与标准分度销相同，另配锁紧螺母，安装后可固定销的伸出量。销经淬火和磨削。',
    },
    sizes: [5, 6, 8, 10], grades: ['steel:blackOxide', 'ss303:natural'], price: 1.15,
  },
  {
    no: 1411, leaf: 'index-norest', kind: 'indexPlunger',
    name: { en: 'Indexing plunger without rest position', zh: '无止动位分度销' },
    use: {
      en: 'Indexing plunger that springs back as soon as the knob is released, for frequent indexing of rotary tables and adjusting arms.',
      zh: '松开旋钮后销立即弹回的分度销，适用于回转台和调节臂的频繁分度。',
    },
    sizes: [3, 4, 5, 6, 8, 10, 12], grades: ['steel:blackOxide', 'ss303:natural'], price: 0.9,
  },
  {
    no: 1412, leaf: 'index-norest', kind: 'indexPlunger',
    name: { en: 'Indexing plunger with pull ring', zh: '带拉环分度销' },
    use: {
      en: 'Indexing plunger operated by a pull ring, which can be reached with gloves or linked to a cable for remote release.',
      zh: '通过拉环操作的分度销，戴手套时亦可操作，也可连接拉索进行远程释放。',
    },
    sizes: [4, 5, 6, 8], grades: ['steel:blackOxide', 'ss303:natural'],
  },
  {
    no: 1421, leaf: 'index-cam', kind: 'indexPlunger',
    name: { en: 'Cam-action indexing plunger', zh: '凸轮式分度销' },
    use: {
      en: 'Indexing plunger retracted by turning the knob 180° over a cam, where it stays without a detent; suited to machines whose pin must stay open during set-up.',
      zh: '旋钮沿凸轮转动 180° 即可缩回销，并无需止动槽即可保持在该位置；适用于调试期间销需保持打开的机器。',
    },
    sizes: [5, 6, 8, 10, 12], grades: ['steel:blackOxide', 'ss303:natural'], price: 1.3,
  },
  {
    no: 1431, leaf: 'spring-pin', kind: 'springPlunger',
    name: { en: 'Spring plunger with pin, slotted', zh: '一字槽销式弹簧柱塞' },
    use: {
      en: 'Threaded spring plunger with a hardened pin, for locating, ejecting and preloading parts. Screwed in with a screwdriver and locked with a nut or thread adhesive.',
      zh: '带淬硬销的螺纹弹簧柱塞，用于工件定位、顶出和预紧。用螺丝刀旋入，并以螺母或螺纹胶锁紧。',
    },
    sizes: [3, 4, 5, 6, 8, 10, 12, 16], grades: ['steel:blackOxide', 'ss303:natural'],
  },
  {
    no: 1432, leaf: 'spring-pin', kind: 'springPlunger',
    name: { en: 'Spring plunger with hexagon socket', zh: '内六角销式弹簧柱塞' },
    use: {
      en: 'Spring plunger with a hexagon socket for a higher tightening torque, with a normal (N) or heavy (H) spring.',
      zh: '带内六角的弹簧柱塞，可承受更高的拧紧力矩，提供标准 (N) 和加强 (H) 两种弹簧。',
    },
    sizes: [5, 6, 8, 10, 12, 16], options: ['N', 'H'], grades: ['steel:blackOxide'],
  },
  {
    no: 1441, leaf: 'spring-ball', kind: 'springPlunger', shape: 'spring-ball',
    name: { en: 'Ball spring plunger', zh: '球头弹簧柱塞' },
    use: {
      en: 'Spring plunger with a hardened steel ball for detents in slides, doors and rotary parts; the ball rolls over instead of locking positively.',
      zh: '带淬硬钢球的弹簧柱塞，用于滑台、门和旋转部件的定位卡止；钢球可滚过而非刚性锁止。',
    },
    sizes: [3, 4, 5, 6, 8, 10, 12, 16], grades: ['steel:blackOxide', 'ss303:natural'],
  },
  {
    no: 1442, leaf: 'spring-ball', kind: 'springPlunger', shape: 'spring-ball',
    name: { en: 'Ball spring plunger with POM ball', zh: '带 POM 球的球头弹簧柱塞' },
    use: {
      en: 'Ball spring plunger with a plastic ball that leaves no marks on sensitive surfaces such as painted, anodised or glass parts.',
      zh: '带塑料球的球头弹簧柱塞，不会在涂装件、阳极氧化件或玻璃件等敏感表面留下痕迹。',
    },
    sizes: [4, 5, 6, 8, 10, 12], grades: ['ss303:natural'],
  },
  {
    no: 1451, leaf: 'spring-press', kind: 'pressPlunger',
    name: { en: 'Press-fit ball plunger', zh: '压入式球头柱塞' },
    use: {
      en: 'Ball plunger pressed into a plain bore, for detents in thin plates and plastic parts where there is no room for a thread.',
      zh: '压入光孔安装的球头柱塞，适用于无法加工螺纹的薄板和塑料件中的定位卡止。',
    },
    sizes: [3, 4, 5, 6, 8, 10, 12], grades: ['brass:plain', 'ss303:natural'],
  },
  {
    no: 1452, leaf: 'spring-press', kind: 'pressPlunger', shape: 'press-pin',
    name: { en: 'Press-fit spring plunger with pin', zh: '压入式销式弹簧柱塞' },
    use: {
      en: 'Press-fit spring plunger with a flat-ended pin for locating and ejecting; the grooved body holds firmly in aluminium and plastics.',
      zh: '带平头销的压入式弹簧柱塞，用于定位和顶出；带槽外壳在铝和塑料中固定牢靠。',
    },
    sizes: [3, 4, 5, 6, 8], grades: ['brass:plain', 'ss303:natural'],
  },

  // Feet
  {
    no: 1501, leaf: 'foot-steel', kind: 'foot',
    name: { en: 'Levelling foot with steel base and rubber pad', zh: '带橡胶垫钢底座调节脚' },
    use: {
      en: 'Levelling foot for machines, benches and frames; the ball joint lets the base follow uneven floors by up to ±15°, and the non-slip rubber pad damps noise.',
      zh: '适用于机器、工作台和机架的调节脚；球铰允许底座随不平地面摆动最多 ±15°，防滑橡胶垫可降低噪声。',
    },
    sizes: [30, 40, 50, 60, 80, 100], options: [60, 100], grades: ['steel:zincBlue'],
  },
  {
    no: 1502, leaf: 'foot-steel', kind: 'foot',
    name: { en: 'Swivel levelling foot with hexagon', zh: '带六角的摆动调节脚' },
    use: {
      en: 'Heavy levelling foot with a hexagon on the stud, so the height can be set with a spanner under full load.',
      zh: '重型调节脚，螺柱上带六角，满载时亦可用扳手调节高度。',
    },
    sizes: [40, 50, 60, 80, 100, 125], options: [80, 150], grades: ['steel:zincBlue'], price: 1.2,
  },
  {
    no: 1503, leaf: 'foot-steel', kind: 'foot',
    name: { en: 'Stainless steel levelling foot', zh: '不锈钢调节脚' },
    use: {
      en: 'Levelling foot made entirely of stainless steel for wet areas, with a rubber pad that resists oils and cleaning agents.',
      zh: '全不锈钢调节脚，适用于潮湿区域，橡胶垫耐油和清洁剂。',
    },
    sizes: [40, 50, 60, 80, 100], options: [60, 100], grades: ['ss303:natural'],
  },
  {
    no: 1511, leaf: 'foot-plastic', kind: 'foot',
    name: { en: 'Levelling foot with plastic base', zh: '塑料底座调节脚' },
    use: {
      en: 'Light levelling foot with a polyamide base and a zinc-plated steel stud, for enclosures, office machines and conveyors.',
      zh: '带聚酰胺底座和镀锌钢螺柱的轻型调节脚，适用于机柜、办公设备和输送机。',
    },
    sizes: [30, 40, 50, 60, 80], options: [50, 80], grades: ['pa:blackMatt'],
  },
  {
    no: 1521, leaf: 'foot-hygienic', kind: 'foot',
    name: { en: 'Hygienic levelling foot', zh: '卫生型调节脚' },
    use: {
      en: 'Levelling foot to EHEDG guidelines for food processing: the thread is fully enclosed and sealed, leaving no gaps where dirt can collect.',
      zh: '符合 EHEDG 指南的食品加工用调节脚：螺纹完全封闭并密封，不留藏污纳垢的缝隙。',
    },
    sizes: [60, 80, 100, 125], options: [60, 100], grades: ['ss316:electropolished'], price: 2,
  },
  {
    no: 1522, leaf: 'foot-hygienic', kind: 'foot',
    name: { en: 'Hygienic levelling foot with floor fixing', zh: '带地脚固定孔的卫生型调节脚' },
    use: {
      en: 'Hygienic levelling foot with lugs for anchoring the machine to the floor; seals under the base keep cleaning water out.',
      zh: '带地脚耳板的卫生型调节脚，可将机器固定在地面上；底座下的密封件可防止清洗水渗入。',
    },
    sizes: [60, 80, 100, 125], options: [100, 150], grades: ['ss316:electropolished'], price: 2.4,
  },
  {
    no: 1531, leaf: 'foot-av', kind: 'avMount',
    name: { en: 'Cylindrical rubber mount, studs both ends', zh: '两端螺柱圆柱形橡胶减振垫' },
    use: {
      en: 'Cylindrical anti-vibration mount for motors, pumps, fans and control cabinets; it isolates vibration in compression and shear.',
      zh: '圆柱形减振垫，适用于电机、泵、风机和控制柜；可在压缩和剪切方向隔离振动。',
    },
    sizes: [15, 20, 25, 30, 40, 50, 75], grades: ['rubber:zincBlue'],
  },
  {
    no: 1532, leaf: 'foot-av', kind: 'foot', shape: 'foot-av',
    name: { en: 'Anti-vibration levelling mount', zh: '减振调节脚' },
    use: {
      en: 'Levelling foot with a bonded rubber element that both levels the machine and absorbs vibration from presses, compressors and test rigs.',
      zh: '带硫化橡胶元件的调节脚，既可调平机器，又能吸收压力机、压缩机和试验台产生的振动。',
    },
    sizes: [50, 60, 80, 100], options: [60, 100], grades: ['rubber:zincBlue'], price: 1.5,
  },

  // Castors and ball transfer units
  {
    no: 1601, leaf: 'castor-swivel', kind: 'castor',
    name: { en: 'Swivel castor with polyamide wheel', zh: '聚酰胺轮万向脚轮' },
    use: {
      en: 'Swivel castor with top plate and ball-bearing swivel head for trolleys, racks and mobile machines.',
      zh: '带顶板和滚珠轴承转向头的万向脚轮，适用于推车、货架和移动式机器。',
    },
    sizes: [50, 75, 100, 125, 160, 200], grades: ['wheelPa:zincBracket'],
  },
  {
    no: 1602, leaf: 'castor-swivel', kind: 'castor',
    name: { en: 'Swivel castor with polyurethane wheel', zh: '聚氨酯轮万向脚轮' },
    use: {
      en: 'Swivel castor with a polyurethane tread and precision ball bearings for quiet, easy running under load.',
      zh: '带聚氨酯轮面和精密滚珠轴承的万向脚轮，负载下运行安静、轻便。',
    },
    sizes: [75, 100, 125, 160, 200], grades: ['wheelPu:zincBracket', 'wheelPuSs:natural'],
  },
  {
    no: 1603, leaf: 'castor-swivel', kind: 'castor',
    name: { en: 'Swivel castor with elastic rubber wheel', zh: '弹性橡胶轮万向脚轮' },
    use: {
      en: 'Swivel castor for transport trolleys that cross thresholds and rough floors; the rubber tread protects both floor and load.',
      zh: '适用于需跨越门槛和粗糙地面的运输推车；橡胶轮面可保护地面和货物。',
    },
    sizes: [50, 75, 100, 125, 160, 200], grades: ['wheelRubber:zincBracket'],
  },
  {
    no: 1611, leaf: 'castor-brake', kind: 'castor',
    name: { en: 'Swivel castor with total brake', zh: '带全刹车万向脚轮' },
    use: {
      en: 'Swivel castor whose foot-operated total brake locks both the wheel and the swivel head, so the equipment stands firm while in use.',
      zh: '脚踏式全刹车可同时锁止车轮和转向头，使设备在使用时稳固不动。',
    },
    sizes: [50, 75, 100, 125, 160, 200], grades: ['wheelPu:zincBracket', 'wheelPuSs:natural'], price: 1.3,
  },
  {
    no: 1612, leaf: 'castor-brake', kind: 'castor',
    name: { en: 'Swivel castor with wheel brake', zh: '带轮刹万向脚轮' },
    use: {
      en: 'Swivel castor with a foot-operated wheel brake, for workbenches and trolleys that must not roll away.',
      zh: '带脚踏轮刹的万向脚轮，适用于不得溜车的工作台和推车。',
    },
    sizes: [50, 75, 100, 125, 160, 200], grades: ['wheelPa:zincBracket'], price: 1.2,
  },
  {
    no: 1613, leaf: 'castor-brake', kind: 'castor',
    name: { en: 'Stainless steel swivel castor with brake', zh: '带刹车不锈钢万向脚轮' },
    use: {
      en: 'Swivel castor with brake, stainless steel bracket and sealed bearings, for food and pharmaceutical plant.',
      zh: '带刹车的万向脚轮，采用不锈钢支架和密封轴承，适用于食品和制药设备。',
    },
    sizes: [50, 75, 100, 125, 160, 200], grades: ['wheelPuSs:natural'], price: 1.3,
  },
  {
    no: 1621, leaf: 'castor-fixed', kind: 'castor', shape: 'castor-fixed',
    name: { en: 'Fixed castor with polyamide wheel', zh: '聚酰胺轮定向脚轮' },
    use: {
      en: 'Fixed castor for straight running; two fixed and two swivel castors make a trolley that steers well.',
      zh: '用于直线行驶的定向脚轮；两个定向轮与两个万向轮组合可使推车转向灵活。',
    },
    sizes: [50, 75, 100, 125, 160, 200], grades: ['wheelPa:zincBracket'], price: 0.8,
  },
  {
    no: 1622, leaf: 'castor-fixed', kind: 'castor', shape: 'castor-fixed',
    name: { en: 'Fixed castor with rubber or polyurethane wheel', zh: '橡胶或聚氨酯轮定向脚轮' },
    use: {
      en: 'Fixed castor with a shock-absorbing tread for trolleys on uneven floors and outdoors.',
      zh: '带减震轮面的定向脚轮，适用于在不平地面和室外使用的推车。',
    },
    sizes: [50, 75, 100, 125, 160, 200], grades: ['wheelRubber:zincBracket', 'wheelPu:zincBracket'], price: 0.8,
  },
  {
    no: 1631, leaf: 'ball-flange', kind: 'ballTransfer',
    name: { en: 'Ball transfer unit with flange', zh: '法兰式万向球' },
    use: {
      en: 'Ball transfer unit with a main ball running on a bed of small balls, for roller tables, assembly stations and sheet handling. Loads move in any direction with little effort.',
      zh: '主球支承在多个小滚珠上的万向球，适用于滚道台、装配工位和板材搬运。负载可轻松向任意方向移动。',
    },
    sizes: [12, 15, 22, 25, 30, 38, 45], grades: ['steel:zincBlue', 'ss303:natural'],
  },
  {
    no: 1632, leaf: 'ball-flange', kind: 'ballTransfer',
    name: { en: 'Heavy-duty ball transfer unit', zh: '重载万向球' },
    use: {
      en: 'Ball transfer unit with a machined steel housing for heavy loads, e.g. die-change tables and transfer lines.',
      zh: '带机加工钢壳体的重载万向球，适用于换模台和输送线等场合。',
    },
    sizes: [25, 30, 38, 45, 50, 60], grades: ['steel:blackOxide'], price: 1.8,
  },
  {
    no: 1641, leaf: 'ball-stud', kind: 'ballTransfer',
    name: { en: 'Ball transfer unit with threaded stud', zh: '螺柱式万向球' },
    use: {
      en: 'Ball transfer unit with a threaded stud, screwed into tapped holes from above or fixed through thin plates with a nut.',
      zh: '带螺柱的万向球，可从上方旋入螺纹孔，或穿过薄板用螺母固定。',
    },
    sizes: [8, 12, 15, 22, 25, 30], grades: ['steel:zincBlue', 'ss303:natural'],
  },
  {
    no: 1642, leaf: 'ball-stud', kind: 'ballTransfer',
    name: { en: 'Ball transfer unit with plastic ball', zh: '塑料球万向球' },
    use: {
      en: 'Ball transfer unit with a polyamide ball that does not scratch glass, painted panels or aluminium profiles.',
      zh: '采用聚酰胺球的万向球，不会划伤玻璃、涂装板或铝型材。',
    },
    sizes: [12, 15, 22, 25, 30, 38], grades: ['pa:white', 'pa:blackMatt'],
  },
  {
    no: 1651, leaf: 'ball-press', kind: 'ballTransfer',
    name: { en: 'Press-in ball transfer unit', zh: '压入式万向球' },
    use: {
      en: 'Compact ball transfer unit pressed into a plain bore, for low-profile conveyor tables and fixtures.',
      zh: '压入光孔安装的紧凑型万向球，适用于低矮的输送台和夹具。',
    },
    sizes: [8, 12, 15, 22, 25], grades: ['steel:zincBlue', 'ss303:natural'],
  },
];
