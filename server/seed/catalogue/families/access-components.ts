import type { FamilySpec } from './spec.ts';

/** Access Components: hinges, latches and locks, seals and edge protection, gas springs, cabinet handles. */
export const ACCESS_COMPONENT_FAMILIES: FamilySpec[] = [
  // Hinges
  {
    no: 3101, leaf: 'hinge-liftoff', kind: 'hinge',
    name: { en: 'Lift-off hinge, aluminium', zh: '铝合金可拆卸铰链' },
    use: {
      en: 'Lift-off hinge for doors and covers that must come off for cleaning or maintenance; once opened, the door is simply lifted off. Countersunk holes for flush fixing.',
      zh: '可拆卸铰链，适用于需拆下进行清洁或维护的门和盖板；门打开后即可向上取下。沉头孔可实现齐平安装。',
    },
    sizes: [30, 40, 50, 60, 80, 100], grades: ['alu:anodNatural', 'alu:anodBlack'],
  },
  {
    no: 3102, leaf: 'hinge-liftoff', kind: 'hinge',
    name: { en: 'Lift-off hinge, zinc die-cast', zh: '锌压铸可拆卸铰链' },
    use: {
      en: 'Economical lift-off hinge for enclosures and machine guards, used left- or right-handed by turning it over. The steel hinge pin gives a long life.',
      zh: '经济型可拆卸铰链，适用于机柜和机器防护罩，翻转安装即可用于左开或右开。钢制铰链销，使用寿命长。',
    },
    sizes: [30, 40, 50, 60, 80], grades: ['zinc:powderBlack', 'zinc:powderGrey'],
  },
  {
    no: 3103, leaf: 'hinge-liftoff', kind: 'hinge',
    name: { en: 'Stainless steel lift-off hinge', zh: '不锈钢可拆卸铰链' },
    use: {
      en: 'Lift-off hinge for food machinery and outdoor cabinets, with a stainless steel pin and no plastic parts.',
      zh: '适用于食品机械和户外机柜的可拆卸铰链，采用不锈钢销，不含塑料件。',
    },
    sizes: [30, 40, 50, 60, 80, 100], grades: ['ss303:shotBlasted', 'ss316:shotBlasted'],
  },
  {
    no: 3111, leaf: 'hinge-concealed', kind: 'hinge', shape: 'hinge-concealed',
    name: { en: 'Concealed hinge, zinc die-cast', zh: '锌压铸隐藏式铰链' },
    use: {
      en: 'Hinge mounted on the inside of door and frame, invisible and tamper-proof when the door is closed. Opens to 120°.',
      zh: '安装在门和框架内侧的铰链，门关闭时不可见且可防撬。开启角度 120°。',
    },
    sizes: [40, 50, 60, 80, 100], grades: ['zinc:powderBlack', 'zinc:powderGrey'], price: 1.4,
  },
  {
    no: 3112, leaf: 'hinge-concealed', kind: 'hinge', shape: 'hinge-concealed',
    name: { en: 'Concealed hinge, stainless steel, 180°', zh: '不锈钢隐藏式铰链，开启角 180°' },
    use: {
      en: 'Concealed stainless steel hinge with an opening angle of 180°, so doors can fold right back against the housing.',
      zh: '开启角 180° 的不锈钢隐藏式铰链，门可完全折回贴靠在机壳上。',
    },
    sizes: [40, 50, 60, 80, 100, 120], grades: ['ss303:natural', 'ss316:shotBlasted'], price: 1.4,
  },
  {
    no: 3113, leaf: 'hinge-concealed', kind: 'hinge', shape: 'hinge-concealed',
    name: { en: 'Concealed hinge for flush doors, aluminium', zh: '齐平门用铝合金隐藏式铰链' },
    use: {
      en: 'Concealed hinge for doors that close flush with the frame in aluminium profile systems.',
      zh: '适用于在铝型材系统中与框架齐平关闭的门的隐藏式铰链。',
    },
    sizes: [40, 50, 60, 80], grades: ['alu:anodNatural', 'alu:anodBlack'], price: 1.4,
  },
  {
    no: 3121, leaf: 'hinge-spring', kind: 'hinge',
    name: { en: 'Spring hinge, self-closing', zh: '自闭式弹簧铰链' },
    use: {
      en: 'Spring hinge that closes flaps and inspection doors automatically, e.g. on guards that must not be left open.',
      zh: '可自动关闭翻盖和检修门的弹簧铰链，例如用于不得敞开的防护罩。',
    },
    sizes: [40, 50, 60, 80], grades: ['zinc:powderBlack', 'ss303:natural'], price: 1.6,
  },
  {
    no: 3122, leaf: 'hinge-spring', kind: 'hinge',
    name: { en: 'Spring hinge, self-opening', zh: '自开式弹簧铰链' },
    use: {
      en: 'Spring hinge that opens a flap by itself once it is released, for covers held shut by a catch.',
      zh: '释放后可自动打开翻盖的弹簧铰链，适用于由门碰锁住的盖板。',
    },
    sizes: [40, 50, 60, 80, 100], grades: ['zinc:powderBlack', 'ss303:natural'], price: 1.6,
  },
  {
    no: 3131, leaf: 'hinge-friction', kind: 'hinge',
    name: { en: 'Torque hinge with adjustable friction', zh: '可调摩擦扭矩铰链' },
    use: {
      en: 'Hinge with adjustable friction that holds lids, screens and covers at any angle without a stay.',
      zh: '摩擦力可调的铰链，无需支撑杆即可将箱盖、屏幕和盖板保持在任意角度。',
    },
    sizes: [30, 40, 50, 60, 80, 100], grades: ['zinc:powderBlack', 'ss303:natural'], price: 1.8,
  },
  {
    no: 3132, leaf: 'hinge-friction', kind: 'hinge',
    name: { en: 'Indexing hinge with detents', zh: '带定位的分度铰链' },
    use: {
      en: 'Hinge with detents every 90° that hold flaps in the open or closed position.',
      zh: '每隔 90° 设有定位的铰链，可将翻盖保持在打开或关闭位置。',
    },
    sizes: [40, 50, 60, 80], grades: ['pa:blackMatt', 'zinc:powderBlack'], price: 1.5,
  },
  {
    no: 3141, leaf: 'hinge-piano', kind: 'continuousHinge',
    name: { en: 'Continuous hinge, steel', zh: '钢制长铰链' },
    use: {
      en: 'Continuous (piano) hinge for long doors, lids and flaps, supplied in lengths that can be cut to size.',
      zh: '长条（钢琴）铰链，适用于长门、箱盖和翻板，可按需截断。',
    },
    sizes: [25, 32, 40, 50, 60], options: [1000, 2000], grades: ['steel:zincBlue'],
  },
  {
    no: 3142, leaf: 'hinge-piano', kind: 'continuousHinge',
    name: { en: 'Continuous hinge, stainless steel', zh: '不锈钢长铰链' },
    use: {
      en: 'Stainless steel continuous hinge for vehicle bodies, marine fittings and food equipment.',
      zh: '不锈钢长铰链，适用于车厢、船舶配件和食品设备。',
    },
    sizes: [25, 32, 40, 50], options: [1000, 2000], grades: ['ss303:natural'],
  },
  {
    no: 3143, leaf: 'hinge-piano', kind: 'continuousHinge',
    name: { en: 'Continuous hinge, aluminium', zh: '铝合金长铰链' },
    use: {
      en: 'Light aluminium continuous hinge with a stainless steel pin, for doors on aluminium frames and enclosures.',
      zh: '带不锈钢销的轻型铝合金长铰链，适用于铝框架门和机柜。',
    },
    sizes: [32, 40, 50, 60], options: [1000, 2000], grades: ['alu:anodNatural'],
  },
  {
    no: 3151, leaf: 'hinge-profile', kind: 'hinge',
    name: { en: 'Profile hinge for slot 8', zh: '型材铰链（8 槽）' },
    use: {
      en: 'Hinge for aluminium profile systems with 8 mm slots, fastened with T-slot nuts directly in the profile groove.',
      zh: '适用于 8 mm 槽铝型材系统的铰链，用 T 形槽螺母直接固定在型材槽中。',
    },
    sizes: [30, 40, 45, 60], grades: ['zinc:powderBlack', 'pa:blackMatt'],
  },
  {
    no: 3152, leaf: 'hinge-profile', kind: 'hinge',
    name: { en: 'Aluminium profile hinge for slot 10', zh: '铝合金型材铰链（10 槽）' },
    use: {
      en: 'Aluminium hinge for profile systems with 10 mm slots; door and frame profiles can meet at 0° or 90°.',
      zh: '适用于 10 mm 槽型材系统的铝合金铰链；门型材与框架型材可呈 0° 或 90° 布置。',
    },
    sizes: [40, 45, 50, 60, 80], grades: ['alu:anodNatural', 'alu:anodBlack'],
  },

  // Latches and catches
  {
    no: 3201, leaf: 'latch-toggle', kind: 'toggleLatch',
    name: { en: 'Toggle latch, steel', zh: '钢制搭扣' },
    use: {
      en: 'Toggle latch that pulls lids and covers tight with a high holding force, e.g. on boxes, moulds and test rigs.',
      zh: '可以较大保持力拉紧箱盖和盖板的搭扣，适用于箱体、模具和试验台等。',
    },
    sizes: [45, 60, 75, 90, 120, 150], grades: ['steel:zincBlue', 'ss303:natural'],
  },
  {
    no: 3202, leaf: 'latch-toggle', kind: 'toggleLatch',
    name: { en: 'Lockable toggle latch with safety catch', zh: '带安全锁扣、可上锁的搭扣' },
    use: {
      en: 'Toggle latch with a safety catch against unintentional opening and a hole for a padlock.',
      zh: '带防误开安全锁扣的搭扣，并设有挂锁孔。',
    },
    sizes: [60, 75, 90, 120], grades: ['steel:zincBlue', 'ss303:natural'], price: 1.4,
  },
  {
    no: 3203, leaf: 'latch-toggle', kind: 'toggleLatch',
    name: { en: 'Adjustable toggle latch', zh: '可调式搭扣' },
    use: {
      en: 'Toggle latch with a threaded hook to set the preload exactly, for seals that must be compressed evenly.',
      zh: '带螺纹拉钩的搭扣，可精确调节预紧力，适用于需均匀压缩的密封件。',
    },
    sizes: [60, 90, 120, 150], grades: ['steel:zincBlue', 'ss303:natural'], price: 1.2,
  },
  {
    no: 3211, leaf: 'latch-compression', kind: 'quarterTurn',
    name: { en: 'Compression latch, zinc die-cast', zh: '锌压铸压紧锁' },
    use: {
      en: 'Quarter-turn latch that pulls the door against its seal as it is turned, for enclosures to IP65. Drives: square 7 mm (SQ7), triangle 8 mm (TR8) or double bit 3 mm (DB3).',
      zh: '转动时可将门压紧在密封条上的转舌锁，适用于 IP65 机柜。驱动方式：7 mm 方芯 (SQ7)、8 mm 三角芯 (TR8) 或 3 mm 双叶芯 (DB3)。',
    },
    sizes: [8, 13, 18, 23, 28], options: ['SQ7', 'TR8', 'DB3'], grades: ['zinc:powderBlack'], price: 1.5,
  },
  {
    no: 3212, leaf: 'latch-compression', kind: 'quarterTurn',
    name: { en: 'Compression latch, stainless steel', zh: '不锈钢压紧锁' },
    use: {
      en: 'Stainless steel compression latch for washdown and outdoor enclosures, with a square drive (SQ7) or a key (KA: keyed alike).',
      zh: '不锈钢压紧锁，适用于冲洗区域和户外机柜，提供方芯驱动 (SQ7) 或钥匙型（KA：同号钥匙）。',
    },
    sizes: [10, 15, 20, 25], options: ['SQ7', 'KA'], grades: ['ss316:natural'], price: 1.5,
  },
  {
    no: 3221, leaf: 'catch-magnet', kind: 'catch',
    name: { en: 'Magnetic catch', zh: '磁性门碰' },
    use: {
      en: 'Magnetic catch that holds doors and flaps closed without mechanical wear; supplied with a steel counter plate.',
      zh: '无机械磨损地将门和翻盖保持关闭的磁性门碰，附带钢制吸合板。',
    },
    sizes: [30, 40, 50, 60], grades: ['pa:blackMatt', 'alu:anodNatural'],
  },
  {
    no: 3222, leaf: 'catch-magnet', kind: 'catch',
    name: { en: 'Round press-fit magnetic catch', zh: '压入式圆形磁性门碰' },
    use: {
      en: 'Pot magnet pressed into a bore in the frame, for small doors where a surface-mounted catch would be in the way.',
      zh: '压入框架孔中的圆形磁铁，适用于表面安装式门碰会造成妨碍的小门。',
    },
    sizes: [20, 25, 30, 40, 50, 60], grades: ['steel:zincBlue', 'ss303:natural'],
  },
  {
    no: 3231, leaf: 'catch-ball', kind: 'catch',
    name: { en: 'Adjustable ball catch', zh: '可调式弹珠门碰' },
    use: {
      en: 'Ball catch whose spring-loaded ball snaps into a strike plate; the holding force is set with the adjusting screw.',
      zh: '弹簧加载钢珠卡入扣板的弹珠门碰；保持力可通过调节螺钉设定。',
    },
    sizes: [20, 25, 30, 40, 50, 60], grades: ['brass:plain', 'ss303:natural'],
  },
  {
    no: 3232, leaf: 'catch-ball', kind: 'catch', shape: 'catch-roller',
    name: { en: 'Roller catch', zh: '滚轮门碰' },
    use: {
      en: 'Roller catch for light doors and drawers; the spring-loaded roller runs quietly onto the strike and holds the door without rattling.',
      zh: '适用于轻型门和抽屉的滚轮门碰；弹簧加载的滚轮安静地滚入扣板，使门保持关闭而不发出响声。',
    },
    sizes: [20, 25, 30, 40, 50, 60], grades: ['pa:blackMatt', 'pa:white'],
  },

  // Locks
  {
    no: 3301, leaf: 'qt-tool', kind: 'quarterTurn',
    name: { en: 'Quarter-turn lock with tool drive, zinc die-cast', zh: '锌压铸工具驱动转舌锁' },
    use: {
      en: 'Quarter-turn lock for control cabinets and machine guards, opened with a standard cabinet key. Choose the cam distance to suit the door thickness.',
      zh: '适用于控制柜和机器防护罩的转舌锁，使用标准柜门钥匙开启。锁舌距离按门板厚度选择。',
    },
    sizes: [10, 15, 20, 25, 30], options: ['SQ7', 'SQ8', 'TR8', 'DB3'], grades: ['zinc:powderBlack'],
  },
  {
    no: 3302, leaf: 'qt-tool', kind: 'quarterTurn',
    name: { en: 'Quarter-turn lock with tool drive, stainless steel', zh: '不锈钢工具驱动转舌锁' },
    use: {
      en: 'Stainless steel quarter-turn lock with a seal under the head, for enclosures in food, chemical and offshore use.',
      zh: '锁头下带密封圈的不锈钢转舌锁，适用于食品、化工和海上设施中的机柜。',
    },
    sizes: [10, 15, 20, 25], options: ['SQ7', 'TR8', 'DB3'], grades: ['ss316:natural'],
  },
  {
    no: 3311, leaf: 'qt-key', kind: 'quarterTurn',
    name: { en: 'Quarter-turn lock with key', zh: '钥匙式转舌锁' },
    use: {
      en: 'Quarter-turn lock with a cylinder insert, keyed alike (KA) or keyed differently (KD), for doors that only authorised staff may open.',
      zh: '带锁芯的转舌锁，提供同号钥匙 (KA) 或不同号钥匙 (KD)，适用于仅限授权人员开启的门。',
    },
    sizes: [10, 15, 20, 25, 30], options: ['KA', 'KD'], grades: ['zinc:powderBlack'],
  },
  {
    no: 3312, leaf: 'qt-key', kind: 'quarterTurn',
    name: { en: 'Sealed quarter-turn lock with key, IP65', zh: '带密封的钥匙式转舌锁 IP65' },
    use: {
      en: 'Key-operated quarter-turn lock with a dust cap and seals to IP65, for outdoor and washdown enclosures.',
      zh: '带防尘盖和密封件的钥匙式转舌锁，防护等级 IP65，适用于户外及冲洗区域机柜。',
    },
    sizes: [10, 15, 20, 25], options: ['KA', 'KD'], grades: ['ss303:natural'], price: 1.3,
  },
  {
    no: 3321, leaf: 'qt-wing', kind: 'quarterTurn',
    name: { en: 'Quarter-turn lock with wing knob', zh: '蝶形手柄转舌锁' },
    use: {
      en: 'Quarter-turn lock opened by hand with a wing knob (WK), for doors that must open quickly without tools.',
      zh: '通过蝶形手柄 (WK) 徒手开启的转舌锁，适用于需无工具快速开启的门。',
    },
    sizes: [10, 15, 20, 25, 30, 35], options: ['WK'], grades: ['zinc:powderBlack', 'ss316:natural'],
  },
  {
    no: 3331, leaf: 'swing-lock', kind: 'swingHandle',
    name: { en: 'Swing handle lock', zh: '平面摇把锁' },
    use: {
      en: 'Flush swing handle for large cabinet doors, with a lock cylinder in the handle and multi-point locking by rods. Closed, the handle lies flat in its housing.',
      zh: '适用于大型柜门的平面摇把锁，把手内置锁芯，可通过连杆实现多点锁闭。关闭时把手平嵌于壳体内。',
    },
    sizes: [115, 135, 170, 200], options: [20, 30, 40], grades: ['zinc:powderBlack'],
  },
  {
    no: 3332, leaf: 'swing-lock', kind: 'swingHandle',
    name: { en: 'Stainless steel swing handle lock, padlockable', zh: '可挂锁不锈钢平面摇把锁' },
    use: {
      en: 'Stainless steel swing handle with a padlock hasp, for outdoor and washdown enclosures.',
      zh: '带挂锁扣的不锈钢平面摇把锁，适用于户外及冲洗区域机柜。',
    },
    sizes: [135, 170], options: [20, 30, 40], grades: ['ss316:natural'], price: 1.4,
  },

  // Seals and edge protection
  {
    no: 3401, leaf: 'edge', kind: 'edgeProfile',
    name: { en: 'Edge protection profile with steel clip', zh: '内嵌钢夹护边条' },
    use: {
      en: 'Edge protection profile that covers sharp sheet-metal edges on cut-outs, guards and enclosures; it is pushed on by hand.',
      zh: '用于包覆开孔、防护罩和机柜上锋利钣金边缘的护边条，可徒手推入安装。',
    },
    sizes: [2, 3, 4, 5, 6, 8], grades: ['pvc:black', 'pvc:greyMatt'],
  },
  {
    no: 3402, leaf: 'edge', kind: 'edgeProfile',
    name: { en: 'EPDM edge protection profile for outdoor use', zh: '户外用 EPDM 护边条' },
    use: {
      en: 'Edge protection profile in EPDM with a steel clip, for vehicles, outdoor cabinets and machines exposed to the weather.',
      zh: '内嵌钢夹的 EPDM 护边条，适用于车辆、户外机柜及暴露于室外的机器。',
    },
    sizes: [2, 3, 4, 5, 6, 8], grades: ['epdm:black'],
  },
  {
    no: 3403, leaf: 'edge', kind: 'edgeProfile',
    name: { en: 'Silicone edge protection profile', zh: '硅橡胶护边条' },
    use: {
      en: 'Edge protection profile for ovens, dryers and food equipment, where the temperature or hygiene rules out PVC.',
      zh: '适用于烘箱、干燥机和食品设备的护边条，用于因温度或卫生要求而不宜使用 PVC 的场合。',
    },
    sizes: [1, 2, 3, 4, 5, 6], grades: ['silicone:white'],
  },
  {
    no: 3411, leaf: 'seal-adhesive', kind: 'sealProfile',
    name: { en: 'Self-adhesive EPDM sponge seal', zh: '自粘 EPDM 海绵密封条' },
    use: {
      en: 'Closed-cell EPDM sponge seal with a self-adhesive back, for doors, hatches and covers that close against a flat face.',
      zh: '背面自粘的闭孔 EPDM 海绵密封条，适用于与平面贴合关闭的门、舱口和盖板。',
    },
    sizes: [3, 4, 6, 8, 10, 12, 15], grades: ['epdm:black'],
  },
  {
    no: 3412, leaf: 'seal-adhesive', kind: 'sealProfile',
    name: { en: 'Self-adhesive silicone D-profile seal', zh: '自粘硅橡胶 D 形密封条' },
    use: {
      en: 'Hollow D-profile silicone seal that compresses easily, for light doors and temperatures up to 200 °C.',
      zh: '易于压缩的中空 D 形硅橡胶密封条，适用于轻型门及最高 200 °C 的温度环境。',
    },
    sizes: [3, 4, 6, 8, 10, 12], grades: ['silicone:white'],
  },
  {
    no: 3421, leaf: 'seal-clip', kind: 'edgeProfile', shape: 'profile-seal',
    name: { en: 'Clip-on seal with top bulb', zh: '顶部密封泡卡扣式密封条' },
    use: {
      en: 'Clip-on seal that grips the panel edge with a steel-reinforced clamp and seals with a hollow bulb on top, needing no adhesive or fasteners.',
      zh: '卡扣式密封条，以钢骨架夹持面板边缘，顶部中空密封泡起密封作用，无需胶粘或紧固件。',
    },
    sizes: [2, 3, 4, 6, 8, 10], grades: ['epdm:black', 'silicone:white'], price: 1.6,
  },
  {
    no: 3422, leaf: 'seal-clip', kind: 'edgeProfile', shape: 'profile-seal',
    name: { en: 'Clip-on seal with side bulb', zh: '侧面密封泡卡扣式密封条' },
    use: {
      en: 'Clip-on seal with the bulb at the side, for doors that close parallel to the frame edge, e.g. on vehicles and cabinets.',
      zh: '密封泡位于侧面的卡扣式密封条，适用于平行于框架边缘关闭的门，如车门和柜门。',
    },
    sizes: [1, 2, 3, 4, 5, 6], grades: ['epdm:black', 'silicone:white'], price: 1.6,
  },
  {
    no: 3431, leaf: 'brush', kind: 'brush',
    name: { en: 'Brush strip, aluminium holder', zh: '铝合金刷座毛刷条' },
    use: {
      en: 'Brush strip in an anodised aluminium holder, sealing gaps on doors, conveyor openings and cable entries against dust and draughts.',
      zh: '采用阳极氧化铝合金刷座的毛刷条，用于密封门缝、输送机开口和电缆入口，阻挡灰尘和气流。',
    },
    sizes: [10, 15, 20, 25, 30, 40, 50], grades: ['brushPa:anodNatural'],
  },
  {
    no: 3432, leaf: 'brush', kind: 'brush',
    name: { en: 'Brush strip with self-adhesive holder', zh: '自粘刷座毛刷条' },
    use: {
      en: 'Brush strip with a self-adhesive plastic holder for quick fitting on cabinet cut-outs and housing gaps.',
      zh: '带自粘塑料刷座的毛刷条，可快速安装在机柜开孔和外壳缝隙处。',
    },
    sizes: [6, 8, 10, 12, 15, 20], grades: ['brushPa:blackMatt'], price: 0.8,
  },

  // Gas springs and dampers
  {
    no: 3501, leaf: 'gas-steel', kind: 'gasSpring',
    name: { en: 'Gas spring, steel', zh: '钢制气弹簧' },
    use: {
      en: 'Gas spring for lifting and holding lids, hoods and flaps, with a nearly constant force over the stroke. Mount it rod down so that the oil keeps the seal lubricated.',
      zh: '用于举升和支撑箱盖、机罩和翻板的气弹簧，整个行程内力值几乎恒定。安装时活塞杆应朝下，使油液持续润滑密封件。',
    },
    sizes: [50, 100, 150, 200, 250, 300], options: [200, 400, 700, 1200], grades: ['steel:gasFinish'],
  },
  {
    no: 3502, leaf: 'gas-steel', kind: 'gasSpring',
    name: { en: 'Lockable gas spring', zh: '可锁定气弹簧' },
    use: {
      en: 'Gas spring that can be locked anywhere in its stroke by a release pin, for adjustable tables, seats and monitor arms.',
      zh: '可通过释放销在行程任意位置锁定的气弹簧，适用于可调桌、座椅和显示器支臂。',
    },
    sizes: [50, 100, 150, 200], options: [300, 600], grades: ['steel:gasFinish'], price: 2.2,
  },
  {
    no: 3503, leaf: 'gas-steel', kind: 'gasSpring',
    name: { en: 'Gas spring with adjustable force', zh: '力值可调气弹簧' },
    use: {
      en: 'Gas spring with a valve for releasing gas, so the force can be reduced on site to balance the lid exactly.',
      zh: '带放气阀的气弹簧，可现场降低力值，使箱盖精确平衡。',
    },
    sizes: [100, 150, 200, 250], options: [400, 800], grades: ['steel:gasFinish'], price: 1.6,
  },
  {
    no: 3511, leaf: 'gas-ss', kind: 'gasSpring',
    name: { en: 'Stainless steel gas spring', zh: '不锈钢气弹簧' },
    use: {
      en: 'Gas spring made entirely of stainless steel 1.4404, for food machinery, boats and outdoor equipment.',
      zh: '全部采用不锈钢 1.4404 制造的气弹簧，适用于食品机械、船舶和户外设备。',
    },
    sizes: [50, 100, 150, 200, 250, 300], options: [150, 400, 700], grades: ['ss316:natural'],
  },
  {
    no: 3521, leaf: 'gas-traction', kind: 'gasSpring',
    name: { en: 'Gas traction spring', zh: '拉伸式气弹簧' },
    use: {
      en: 'Gas spring that pulls instead of pushing, for tensioning belts, closing flaps and wherever there is no room for a compression spring.',
      zh: '拉力型气弹簧，用于张紧皮带、关闭翻板以及没有空间安装压缩气弹簧的场合。',
    },
    sizes: [50, 100, 150, 200], options: [200, 400], grades: ['steel:gasFinish', 'ss316:natural'], price: 1.3,
  },
  {
    no: 3531, leaf: 'dampers', kind: 'gasSpring',
    name: { en: 'Hydraulic damper, adjustable', zh: '可调液压阻尼器' },
    use: {
      en: 'Hydraulic damper that slows flaps and sliding doors to a gentle stop; the damping is set by turning the rod.',
      zh: '使翻板和推拉门平缓停止的液压阻尼器；旋转活塞杆即可调节阻尼。',
    },
    sizes: [50, 100, 150, 200], options: [100, 300], grades: ['steel:gasFinish'], price: 1.5,
  },
  {
    no: 3532, leaf: 'dampers', kind: 'gasSpring',
    name: { en: 'Stainless steel hydraulic damper', zh: '不锈钢液压阻尼器' },
    use: {
      en: 'Stainless steel hydraulic damper for washdown areas, controlling the motion of doors and covers in both directions.',
      zh: '适用于冲洗区域的不锈钢液压阻尼器，可双向控制门和盖板的运动。',
    },
    sizes: [50, 100, 150], options: [100, 300], grades: ['ss316:natural'], price: 1.5,
  },
  {
    no: 3541, leaf: 'end-fittings', kind: 'endFitting',
    name: { en: 'Angle joint DIN 71802', zh: '角接头 DIN 71802' },
    use: {
      en: 'Ball-and-socket angle joint to DIN 71802 for gas springs and linkages, allowing angular movement in all directions. The socket snaps onto the ball stud.',
      zh: '符合 DIN 71802 的球头角接头，适用于气弹簧和连杆，可向各方向摆动。球碗可直接卡在球头螺柱上。',
    },
    sizes: [5, 6, 8, 10, 12], grades: ['steel:zincBlue', 'ss303:natural'],
  },
  {
    no: 3542, leaf: 'end-fittings', kind: 'endFitting',
    name: { en: 'Clevis DIN 71752', zh: 'U 形叉头 DIN 71752' },
    use: {
      en: 'Clevis to DIN 71752 with a spring-loaded pin, for pneumatic cylinders, gas springs and linkages.',
      zh: '符合 DIN 71752 的 U 形叉头，带弹簧销，适用于气缸、气弹簧和连杆。',
    },
    sizes: [5, 6, 8, 10, 12, 16], grades: ['steel:zincBlue', 'ss303:natural'],
  },
  {
    no: 3543, leaf: 'end-fittings', kind: 'endFitting',
    name: { en: 'Rod eye end fitting', zh: '杆端耳环接头' },
    use: {
      en: 'Rod eye with a plain bore for a bolt or pin, the simplest way to mount a gas spring or damper.',
      zh: '带光孔的杆端耳环接头，可穿入螺栓或销，是安装气弹簧或阻尼器最简便的方式。',
    },
    sizes: [5, 6, 8, 10, 12], grades: ['steel:zincBlue', 'ss303:natural'], price: 0.8,
  },

  // Cabinet handles
  {
    no: 3601, leaf: 'recessed', kind: 'recessedHandle',
    name: { en: 'Recessed handle, plastic', zh: '塑料嵌入式拉手' },
    use: {
      en: 'Recessed handle clipped into a rectangular cut-out, with nothing projecting from the panel; for sliding doors and mobile equipment.',
      zh: '卡入矩形开孔安装的嵌入式拉手，面板上无凸出部件；适用于推拉门和移动设备。',
    },
    sizes: [90, 110, 130, 155, 180], grades: ['pa:blackMatt', 'pa:greyMatt'],
  },
  {
    no: 3602, leaf: 'recessed', kind: 'recessedHandle',
    name: { en: 'Recessed handle with spring-loaded grip', zh: '带弹簧复位握把的嵌入式拉手' },
    use: {
      en: 'Recessed handle whose grip swings out for pulling and springs back flush, for vehicle and cabinet doors.',
      zh: '握把可翻出拉动并能弹回齐平的嵌入式拉手，适用于车门和柜门。',
    },
    sizes: [90, 110, 130, 155], grades: ['zinc:powderBlack', 'ss303:natural'], price: 1.8,
  },
  {
    no: 3611, leaf: 'folding', kind: 'pullHandle', shape: 'handle-folding',
    name: { en: 'Fold-down handle, stainless steel', zh: '不锈钢折叠拉手' },
    use: {
      en: 'Fold-down handle that lies flat when not in use, for drawers, transport cases and panels that must stay snag-free.',
      zh: '不用时可平放的折叠拉手，适用于抽屉、运输箱以及须避免钩挂的面板。',
    },
    sizes: [60, 80, 100, 120, 150, 180], grades: ['ss303:natural'], price: 1.5,
  },
  {
    no: 3612, leaf: 'folding', kind: 'pullHandle', shape: 'handle-folding',
    name: { en: 'Fold-down handle with spring return', zh: '带弹簧复位的折叠拉手' },
    use: {
      en: 'Fold-down handle with a spring that returns it flat after use, so it never sticks out into walkways.',
      zh: '带弹簧的折叠拉手，使用后自动复位平放，不会伸入通道。',
    },
    sizes: [80, 100, 120, 150], grades: ['zinc:powderBlack', 'ss303:natural'], price: 1.7,
  },
  {
    no: 3621, leaf: 'cabinet-pull', kind: 'pullHandle',
    name: { en: 'Cabinet pull handle, zinc die-cast', zh: '锌压铸柜门 U 形拉手' },
    use: {
      en: 'Pull handle with a robust die-cast body for cabinet and enclosure doors, in the colours of industrial enclosures.',
      zh: '压铸壳体坚固的柜门拉手，颜色与工业机柜相匹配。',
    },
    sizes: [96, 128, 160, 192, 224], grades: ['zinc:powderBlack', 'zinc:powderGrey'],
  },
  {
    no: 3622, leaf: 'cabinet-pull', kind: 'pullHandle', shape: 'handle-bridge',
    name: { en: 'Offset cabinet pull handle, aluminium', zh: '铝合金偏置柜门拉手' },
    use: {
      en: 'Offset pull handle whose grip stands well clear of the door, leaving room for the fingers even next to seals or hinges.',
      zh: '握把远离门面的偏置拉手，即使靠近密封条或铰链，也能为手指留出空间。',
    },
    sizes: [128, 160, 192, 224, 256], grades: ['alu:anodNatural', 'alu:anodBlack'],
  },
];
