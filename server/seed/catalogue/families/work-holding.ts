import type { FamilySpec } from './spec.ts';

/** Work Holding: toggle clamps, vices, clamping and locating elements, modular fixturing. */
export const WORK_HOLDING_FAMILIES: FamilySpec[] = [
  // Toggle clamps
  {
    no: 5101, leaf: 'toggle-vertical', kind: 'toggleClamp',
    name: { en: 'Vertical toggle clamp, open arm', zh: '开口压臂垂直式快速夹钳' },
    use: {
      en: 'Toggle clamp whose handle stands vertical when clamped, for welding, gluing and assembly fixtures. The open arm takes an adjustable spindle with pressure cap, and the toggle action holds it shut without further effort.',
      zh: '夹紧时手柄呈垂直状态的快速夹钳，适用于焊接、粘接和装配夹具。开口压臂可安装带压帽的可调压紧螺杆；肘节自锁，无需持续施力即可保持夹紧。',
    },
    sizes: [250, 500, 900, 1800, 2500, 3500], grades: ['steel:zincBlue', 'ss303:natural'],
  },
  {
    no: 5102, leaf: 'toggle-vertical', kind: 'toggleClamp',
    name: { en: 'Vertical toggle clamp with solid arm and flanged base', zh: '实心压臂法兰底座垂直式快速夹钳' },
    use: {
      en: 'Vertical toggle clamp with a solid arm that can be drilled to suit the workpiece, and a flanged base for screwing down from above.',
      zh: '实心压臂可按工件需要钻孔，法兰底座可从上方用螺钉固定。',
    },
    sizes: [900, 1800, 2500, 4000], grades: ['steel:zincBlue', 'ss303:natural'],
  },
  {
    no: 5103, leaf: 'toggle-vertical', kind: 'toggleClamp',
    name: { en: 'Heavy-duty vertical toggle clamp', zh: '重型垂直式快速夹钳' },
    use: {
      en: 'Forged heavy-duty toggle clamp for press-fit and welding fixtures that need high holding forces.',
      zh: '锻造重型快速夹钳，适用于保持力要求高的压装和焊接夹具。',
    },
    sizes: [3000, 4500, 6000, 7500, 9000, 10000], grades: ['steel:blackOxide'], price: 1.2,
  },
  {
    no: 5111, leaf: 'toggle-horizontal', kind: 'toggleClamp', shape: 'toggle-horizontal',
    name: { en: 'Horizontal toggle clamp, open arm', zh: '开口压臂水平式快速夹钳' },
    use: {
      en: 'Toggle clamp whose handle lies flat when clamped, for low fixtures with little height above the workpiece.',
      zh: '夹紧时手柄平放的快速夹钳，适用于工件上方空间较小的低矮夹具。',
    },
    sizes: [250, 500, 900, 1800, 2500], grades: ['steel:zincBlue', 'ss303:natural'],
  },
  {
    no: 5112, leaf: 'toggle-horizontal', kind: 'toggleClamp', shape: 'toggle-horizontal',
    name: { en: 'Horizontal toggle clamp with vertical base', zh: '立式底座水平式快速夹钳' },
    use: {
      en: 'Horizontal toggle clamp on an upright base, for mounting on side walls and profile frames.',
      zh: '带立式底座的水平式快速夹钳，适用于安装在侧壁和型材框架上。',
    },
    sizes: [500, 900, 1800, 2500], grades: ['steel:zincBlue', 'ss303:natural'],
  },
  {
    no: 5121, leaf: 'toggle-pushpull', kind: 'toggleClamp', shape: 'toggle-pushpull',
    name: { en: 'Push-pull toggle clamp with flanged base', zh: '法兰底座推拉式快速夹钳' },
    use: {
      en: 'Toggle clamp whose plunger pushes or pulls in a straight line, for clamping, ejecting and moving parts in assembly jigs.',
      zh: '压杆沿直线推出或拉回的快速夹钳，用于装配夹具中的夹紧、顶出和移动工件。',
    },
    sizes: [450, 900, 1600, 2700, 4500, 7000], grades: ['steel:zincBlue', 'ss303:natural'],
  },
  {
    no: 5122, leaf: 'toggle-pushpull', kind: 'toggleClamp', shape: 'toggle-pushpull',
    name: { en: 'Push-pull toggle clamp, straight base', zh: '直底座推拉式快速夹钳' },
    use: {
      en: 'Compact push-pull clamp with a straight base for mounting from below, e.g. on machine tables and slides.',
      zh: '带直底座的紧凑型推拉式夹钳，可从下方安装，例如安装在机床工作台和滑台上。',
    },
    sizes: [900, 1600, 2700, 4500], grades: ['steel:zincBlue', 'ss303:natural'],
  },
  {
    no: 5131, leaf: 'toggle-latch', kind: 'toggleClamp', shape: 'toggle-latch',
    name: { en: 'Latch toggle clamp with U-bolt', zh: '带 U 形钩的搭扣式快速夹钳' },
    use: {
      en: 'Latch clamp that pulls two parts together with an adjustable U-bolt, for closing moulds, lids and containers.',
      zh: '通过可调 U 形钩将两个部件拉紧的搭扣式夹钳，用于闭合模具、箱盖和容器。',
    },
    sizes: [900, 1800, 2500, 4000, 6000], grades: ['steel:zincBlue', 'ss303:natural'],
  },
  {
    no: 5132, leaf: 'toggle-latch', kind: 'toggleClamp', shape: 'toggle-latch',
    name: { en: 'Latch toggle clamp with safety lock', zh: '带安全锁的搭扣式快速夹钳' },
    use: {
      en: 'Latch clamp with a safety lock that stops it being opened by vibration or accidental contact.',
      zh: '带安全锁的搭扣式夹钳，可防止因振动或误碰而打开。',
    },
    sizes: [1800, 2500, 4000], grades: ['steel:zincBlue', 'ss303:natural'], price: 1.3,
  },

  // Vices
  {
    no: 5201, leaf: 'vice-precision', kind: 'vice',
    name: { en: 'Precision machine vice', zh: '精密机用虎钳' },
    use: {
      en: 'Machine vice with hardened and ground guideways for milling and drilling, its jaws parallel within 0.01 mm. The spindle runs in a sealed housing, protected from swarf.',
      zh: '导轨经淬火和磨削的机用虎钳，适用于铣削和钻削，钳口平行度在 0.01 mm 以内。丝杠在密封壳体内运行，可防切屑侵入。',
    },
    sizes: [50, 75, 100, 125, 150, 160], grades: ['steelHard:ground', 'gg:machined'],
  },
  {
    no: 5202, leaf: 'vice-precision', kind: 'vice',
    name: { en: 'Stainless steel precision vice', zh: '不锈钢精密虎钳' },
    use: {
      en: 'Precision vice in stainless steel for EDM, grinding and measuring, where coolant would corrode steel.',
      zh: '不锈钢精密虎钳，适用于电火花加工、磨削和测量等切削液会腐蚀钢件的场合。',
    },
    sizes: [40, 50, 63, 75, 100, 125], grades: ['ss303:natural'],
  },
  {
    no: 5211, leaf: 'vice-compact', kind: 'vice',
    name: { en: 'Compact vice for 5-axis machining', zh: '五轴加工紧凑型虎钳' },
    use: {
      en: 'Narrow, tall vice that gives the tool free access to five sides of the workpiece; it clamps on only a few millimetres of stock.',
      zh: '窄而高的虎钳，刀具可自由接近工件的五个面；只需几毫米的夹持余量即可夹紧。',
    },
    sizes: [50, 63, 80, 100, 125, 160], grades: ['steelHard:ground'], price: 1.1,
  },
  {
    no: 5221, leaf: 'vice-centring', kind: 'vice',
    name: { en: 'Self-centring vice', zh: '自定心虎钳' },
    use: {
      en: 'Vice whose two jaws move towards the centre together, so workpieces of different widths are always clamped on the same centre line.',
      zh: '两侧钳口同时向中心移动的虎钳，不同宽度的工件始终夹紧在同一中心线上。',
    },
    sizes: [50, 75, 100, 125, 150, 160], grades: ['steelHard:ground'], price: 1.3,
  },
  {
    no: 5231, leaf: 'vice-jaws', kind: 'viceJaw',
    name: { en: 'Smooth vice jaws', zh: '光面钳口' },
    use: {
      en: 'Pair of replacement jaws with smooth faces: hardened for finished surfaces, or aluminium soft jaws that can be machined to the workpiece contour.',
      zh: '一对光面更换钳口：淬硬型适用于已加工表面，铝制软钳口可按工件轮廓加工。',
    },
    sizes: [75, 100, 125, 150, 160, 200], grades: ['steelHard:ground', 'alu:plain'],
  },
  {
    no: 5232, leaf: 'vice-jaws', kind: 'viceJaw',
    name: { en: 'Serrated vice jaws', zh: '齿纹钳口' },
    use: {
      en: 'Pair of jaws with a serrated face for a secure grip on rough or sawn stock.',
      zh: '一对齿纹钳口，可牢固夹持毛坯或锯切料。',
    },
    sizes: [75, 100, 125, 150, 160, 200], grades: ['steelHard:ground'],
  },
  {
    no: 5233, leaf: 'vice-jaws', kind: 'viceJaw',
    name: { en: 'Prismatic vice jaws', zh: 'V 形钳口' },
    use: {
      en: 'Pair of jaws with horizontal and vertical V-grooves for clamping round bars and tubes.',
      zh: '一对带水平和垂直 V 形槽的钳口，用于夹持圆棒和管材。',
    },
    sizes: [75, 100, 125, 150, 160, 200], grades: ['steelHard:ground'], price: 1.2,
  },

  // Clamping elements
  {
    no: 5301, leaf: 'swing-clamps', kind: 'swingClamp',
    name: { en: 'Mechanical swing clamp', zh: '机械式转角压紧器' },
    use: {
      en: 'Swing clamp whose arm swings 90° out of the way before it clamps, so workpieces can be loaded from above without obstruction.',
      zh: '压臂在夹紧前先旋转 90° 让开，工件可从上方无阻碍地装入。',
    },
    sizes: [40, 50, 63, 80, 100, 125], grades: ['steel:blackOxide', 'ss303:natural'],
  },
  {
    no: 5302, leaf: 'swing-clamps', kind: 'swingClamp',
    name: { en: 'Pneumatic swing clamp', zh: '气动转角压紧器' },
    use: {
      en: 'Pneumatic swing clamp for automated fixtures; the body has grooves for sensors that monitor the arm position.',
      zh: '气动转角压紧器，适用于自动化夹具；缸体带传感器槽，可监控压臂位置。',
    },
    sizes: [32, 40, 50, 63, 80, 100], grades: ['steel:blackOxide'], price: 1.6,
  },
  {
    no: 5311, leaf: 'strap-flat', kind: 'clampStrap',
    name: { en: 'Flat clamping strap DIN 6314', zh: '平压板 DIN 6314' },
    use: {
      en: 'Clamping strap to DIN 6314 for holding workpieces on machine tables, with a T-slot bolt and a support screw at the back.',
      zh: '符合 DIN 6314 的压板，配合 T 形槽螺栓和后部支撑螺钉，将工件压紧在机床工作台上。',
    },
    sizes: [8, 10, 12, 16, 20, 24], grades: ['steel:blackOxide'],
  },
  {
    no: 5312, leaf: 'strap-flat', kind: 'clampStrap',
    name: { en: 'Forked clamping strap DIN 6315', zh: '叉形压板 DIN 6315' },
    use: {
      en: 'Forked strap to DIN 6315 that slides in sideways without removing the bolt, for quick set-ups.',
      zh: '符合 DIN 6315 的叉形压板，无需拆下螺栓即可从侧面推入，便于快速装夹。',
    },
    sizes: [8, 10, 12, 16, 20, 24], grades: ['steel:blackOxide'],
  },
  {
    no: 5321, leaf: 'strap-gooseneck', kind: 'clampStrap', shape: 'strap-gooseneck',
    name: { en: 'Gooseneck clamping strap DIN 6316', zh: '鹅颈压板 DIN 6316' },
    use: {
      en: 'Cranked strap to DIN 6316 that reaches over raised edges and into recesses of the workpiece.',
      zh: '符合 DIN 6316 的弯头压板，可跨越工件的凸起边缘并伸入凹槽。',
    },
    sizes: [8, 10, 12, 16, 20, 24], grades: ['steel:blackOxide'], price: 1.3,
  },
  {
    no: 5331, leaf: 'strap-adjustable', kind: 'clampStrap',
    name: { en: 'Adjustable clamping strap with support screw', zh: '带支撑螺钉的可调压板' },
    use: {
      en: 'Clamping strap with a built-in height-adjustable support, so it stays level on workpieces of any height.',
      zh: '带一体式高度可调支撑的压板，对任何高度的工件都能保持水平。',
    },
    sizes: [8, 10, 12, 16, 20, 24], grades: ['steel:blackOxide'], price: 1.5,
  },
  {
    no: 5341, leaf: 'tslot-bolts', kind: 'tSlotBolt',
    name: { en: 'T-slot bolt DIN 787', zh: 'T 形槽螺栓 DIN 787' },
    use: {
      en: 'T-slot bolt to DIN 787 for fixing clamps, vices and fixtures on machine tables; the head fits T-slots to DIN 650.',
      zh: '符合 DIN 787 的 T 形槽螺栓，用于在机床工作台上固定压板、虎钳和夹具；头部适配 DIN 650 标准 T 形槽。',
    },
    sizes: [10, 12, 14, 18, 22, 28], options: [63, 100, 160], grades: ['steel88:blackOxide'],
  },
  {
    no: 5342, leaf: 'tslot-bolts', kind: 'tSlotBolt',
    name: { en: 'Stainless steel T-slot bolt', zh: '不锈钢 T 形槽螺栓' },
    use: {
      en: 'T-slot bolt in stainless steel for fixtures on EDM and measuring machines and in wet areas.',
      zh: '不锈钢 T 形槽螺栓，适用于电火花加工机、测量机上的夹具及潮湿区域。',
    },
    sizes: [10, 12, 14, 18], options: [63, 100], grades: ['ss303:natural'],
  },
  {
    no: 5351, leaf: 'tslot-nuts', kind: 'tSlotNut',
    name: { en: 'T-slot nut DIN 508', zh: 'T 形槽螺母 DIN 508' },
    use: {
      en: 'Tempered T-slot nut to DIN 508 for studs and bolts on machine tables and angle plates.',
      zh: '符合 DIN 508 的调质 T 形槽螺母，用于机床工作台和角板上的螺柱和螺栓。',
    },
    sizes: [8, 10, 12, 14, 18, 22, 28], grades: ['steel10:blackOxide'],
  },
  {
    no: 5352, leaf: 'tslot-nuts', kind: 'tSlotNut',
    name: { en: 'Stainless steel T-slot nut', zh: '不锈钢 T 形槽螺母' },
    use: {
      en: 'T-slot nut in stainless steel for tables and fixtures that come into contact with coolants or food.',
      zh: '不锈钢 T 形槽螺母，适用于接触切削液或食品的工作台和夹具。',
    },
    sizes: [8, 10, 12, 14, 18, 22], grades: ['ss303:natural'],
  },
  {
    no: 5361, leaf: 'pads', kind: 'thrustPad',
    name: { en: 'Thrust pad DIN 6311', zh: '压块 DIN 6311' },
    use: {
      en: 'Thrust pad to DIN 6311 that snaps onto the ball end of a clamping screw and swivels to spread the force on the workpiece, without turning with the screw.',
      zh: '符合 DIN 6311 的压块，卡在压紧螺钉的球头端，可摆动以分散作用在工件上的力，且不随螺钉转动。',
    },
    sizes: [12, 16, 20, 25, 32, 40], grades: ['steelHard:blackOxide', 'ss303:natural'],
  },
  {
    no: 5362, leaf: 'pads', kind: 'thrustPad',
    name: { en: 'Swivel pad with serrated face', zh: '齿面摆动压块' },
    use: {
      en: 'Swivel thrust pad with a serrated face for a non-slip grip on rough surfaces such as castings.',
      zh: '带齿面的摆动压块，可在铸件等粗糙表面上防滑夹紧。',
    },
    sizes: [12, 16, 20, 25, 32, 40], grades: ['steelHard:blackOxide', 'ss303:natural'], price: 1.3,
  },

  // Locating elements
  {
    no: 5401, leaf: 'pin-cyl', kind: 'locatingPin',
    name: { en: 'Cylindrical locating pin, press-fit', zh: '压入式圆柱定位销' },
    use: {
      en: 'Locating pin ground to g6, pressed into the fixture to position workpieces by finished bores; the chamfered head guides the part on.',
      zh: '磨削至 g6 的定位销，压入夹具后通过已加工孔定位工件；带倒角的头部便于导入工件。',
    },
    sizes: [4, 5, 6, 8, 10, 12, 16, 20], grades: ['steelHard:ground', 'ss303:natural'],
  },
  {
    no: 5402, leaf: 'pin-cyl', kind: 'locatingPin',
    name: { en: 'Locating pin with collar', zh: '带凸肩定位销' },
    use: {
      en: 'Locating pin with a collar that sets the fitting depth and carries the weight of the workpiece.',
      zh: '带凸肩的定位销，凸肩可确定安装深度并承受工件重量。',
    },
    sizes: [6, 8, 10, 12, 16, 20], grades: ['steelHard:ground', 'ss303:natural'], price: 1.2,
  },
  {
    no: 5411, leaf: 'pin-diamond', kind: 'locatingPin',
    name: { en: 'Diamond locating pin, press-fit', zh: '压入式菱形定位销' },
    use: {
      en: 'Relieved (diamond) locating pin used together with a cylindrical pin, so that a workpiece with two bores locates without jamming despite pitch tolerances.',
      zh: '菱形定位销与圆柱定位销配合使用，使带两个孔的工件在存在孔距公差时也能无卡滞地定位。',
    },
    sizes: [6, 8, 10, 12, 16, 20], grades: ['steelHard:ground', 'ss303:natural'], price: 1.2,
  },
  {
    no: 5421, leaf: 'pin-balllock', kind: 'ballLockPin',
    name: { en: 'Ball lock pin with T-handle', zh: 'T 形手柄球锁销' },
    use: {
      en: 'Quick-release pin locked by two balls that retract when the button in the T-handle is pressed; for joining parts that are often separated.',
      zh: '由两颗钢珠锁定的快换销，按下 T 形手柄上的按钮钢珠即缩回；用于需经常分离的部件连接。',
    },
    sizes: [5, 6, 8, 10, 12, 16], options: [20, 40, 60], grades: ['ss303:natural'],
  },
  {
    no: 5422, leaf: 'pin-balllock', kind: 'ballLockPin',
    name: { en: 'Ball lock pin with button handle', zh: '按钮手柄球锁销' },
    use: {
      en: 'Compact ball lock pin with a round button handle, for fixtures and test rigs with little room around the pin.',
      zh: '带圆形按钮手柄的紧凑型球锁销，适用于销周围空间较小的夹具和试验台。',
    },
    sizes: [5, 6, 8, 10, 12], options: [20, 40], grades: ['ss303:natural'], price: 0.9,
  },
  {
    no: 5431, leaf: 'bush-drill', kind: 'bush',
    name: { en: 'Headed drill bush DIN 172', zh: '带肩钻套 DIN 172' },
    use: {
      en: 'Headed drill bush to DIN 172 with a bore to F7, pressed into the jig plate to guide drills and reamers accurately. Short (S) and long (L) versions.',
      zh: '符合 DIN 172 的带肩钻套，内孔公差 F7，压入钻模板中，用于精确引导钻头和铰刀。提供短型 (S) 和长型 (L)。',
    },
    sizes: [3, 4, 5, 6, 8, 10, 12, 15], options: ['S', 'L'], grades: ['steelHard:ground'],
  },
  {
    no: 5432, leaf: 'bush-drill', kind: 'bush',
    name: { en: 'Slip renewable drill bush DIN 173', zh: '快换钻套 DIN 173' },
    use: {
      en: 'Renewable drill bush to DIN 173 that is changed without tools, e.g. for drilling and reaming in one set-up.',
      zh: '符合 DIN 173 的快换钻套，无需工具即可更换，例如在一次装夹中完成钻孔和铰孔。',
    },
    sizes: [4, 5, 6, 8, 10, 12, 15], options: ['S', 'L'], grades: ['steelHard:ground'], price: 1.4,
  },
  {
    no: 5441, leaf: 'bush-locating', kind: 'bush',
    name: { en: 'Locating bush with collar', zh: '带凸肩定位衬套' },
    use: {
      en: 'Hardened locating bush with a bore to H7 that receives locating pins and keeps the fixture bore from wearing.',
      zh: '淬硬定位衬套，内孔公差 H7，用于容纳定位销，防止夹具孔磨损。',
    },
    sizes: [6, 8, 10, 12, 16, 20], options: ['S', 'L'], grades: ['steelHard:ground'],
  },
  {
    no: 5451, leaf: 'rest', kind: 'restPad',
    name: { en: 'Rest pad DIN 6321, flat', zh: '平头支承钉 DIN 6321' },
    use: {
      en: 'Rest pad to DIN 6321, pressed into the fixture as a hardened support for finished workpiece faces.',
      zh: '符合 DIN 6321 的支承钉，压入夹具中，作为已加工工件表面的淬硬支承。',
    },
    sizes: [6, 8, 10, 12, 16, 20, 25], grades: ['steelHard:ground', 'ss303:natural'],
  },
  {
    no: 5452, leaf: 'rest', kind: 'restPad',
    name: { en: 'Rest pad with serrated head', zh: '齿面头支承钉' },
    use: {
      en: 'Rest pad with a serrated head that bites into rough or cast surfaces and stops the workpiece sliding.',
      zh: '齿面头支承钉，可咬入粗糙或铸造表面，防止工件滑动。',
    },
    sizes: [8, 10, 12, 16, 20, 25], grades: ['steelHard:ground', 'ss303:natural'],
  },
  {
    no: 5453, leaf: 'rest', kind: 'restPad',
    name: { en: 'Rest pad with spherical head', zh: '球面头支承钉' },
    use: {
      en: 'Rest pad with a spherical head for point contact, giving three-point support to uneven workpieces.',
      zh: '球面头支承钉形成点接触，用于不平整工件的三点支承。',
    },
    sizes: [6, 8, 10, 12, 16, 20], grades: ['steelHard:ground', 'ss303:natural'],
  },

  // Modular fixturing
  {
    no: 5501, leaf: 'base-plates', kind: 'basePlate',
    name: { en: 'Grid base plate', zh: '网格孔基础板' },
    use: {
      en: 'Base plate with a grid of locating bores and tapped holes, on which modular fixtures are built and rebuilt without machining. System bore 12 or 16 mm.',
      zh: '带定位孔和螺纹孔网格的基础板，可在其上搭建和重组组合夹具，无需加工。系统孔径 12 mm 或 16 mm。',
    },
    sizes: [200, 300, 400, 500, 600], options: [12, 16], grades: ['alu:anodNatural'],
  },
  {
    no: 5502, leaf: 'base-plates', kind: 'basePlate',
    name: { en: 'Steel fixture base plate', zh: '钢制夹具基础板' },
    use: {
      en: 'Ground steel base plate for heavy fixtures on machining centres, flat within 0.02 mm.',
      zh: '经磨削的钢制基础板，适用于加工中心上的重型夹具；平面度 0.02 mm 以内。',
    },
    sizes: [300, 400, 500, 600], options: [16, 22], grades: ['steel:blackOxide'], price: 1.2,
  },
  {
    no: 5511, leaf: 'angle-plates', kind: 'anglePlate',
    name: { en: 'Angle plate', zh: '角板' },
    use: {
      en: 'Angle plate with machined faces square to each other, for clamping workpieces on their side for milling and drilling.',
      zh: '各加工面相互垂直的角板，用于将工件侧立夹紧以进行铣削和钻孔。',
    },
    sizes: [100, 150, 200, 250, 300], grades: ['gg:machined', 'alu:anodNatural'],
  },
  {
    no: 5512, leaf: 'angle-plates', kind: 'anglePlate',
    name: { en: 'Slotted angle plate', zh: '带槽角板' },
    use: {
      en: 'Cast iron angle plate with slots in both faces for T-slot bolts, so fixtures can be positioned freely.',
      zh: '两个面均开有 T 形槽螺栓用长槽的铸铁角板，夹具位置可自由调整。',
    },
    sizes: [100, 150, 200, 250, 300, 400], grades: ['gg:machined'], price: 1.2,
  },
  {
    no: 5521, leaf: 'supports', kind: 'screwJack',
    name: { en: 'Screw jack', zh: '螺旋支撑' },
    use: {
      en: 'Screw jack that supports overhanging areas of the workpiece against vibration and deflection during machining.',
      zh: '螺旋支撑，用于在加工时支撑工件悬伸部位，防止振动和变形。',
    },
    sizes: [40, 50, 63, 80, 100, 125], grades: ['steel:blackOxide', 'ss303:natural'],
  },
  {
    no: 5522, leaf: 'supports', kind: 'screwJack',
    name: { en: 'Support element with swivel head', zh: '带摆动头的支撑元件' },
    use: {
      en: 'Height-adjustable support whose swivel head adapts to surfaces inclined by up to ±5°.',
      zh: '可调高度的支撑元件，摆动头可适应最大 ±5° 的倾斜表面。',
    },
    sizes: [40, 50, 63, 80, 100], grades: ['steel:blackOxide', 'ss303:natural'], price: 1.3,
  },
  {
    no: 5523, leaf: 'supports', kind: 'screwJack',
    name: { en: 'Spring-loaded work support', zh: '弹簧式工件支撑' },
    use: {
      en: 'Work support whose spring-loaded plunger settles against the workpiece and is then locked, supporting it without pushing it out of place.',
      zh: '弹簧加载的柱塞先贴合工件后再锁紧，在支撑工件的同时不会使其移位。',
    },
    sizes: [32, 40, 50, 63, 80, 100], grades: ['steel:blackOxide'], price: 1.8,
  },
];
