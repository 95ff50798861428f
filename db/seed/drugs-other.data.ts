// Drug catalogue, part 4: infections, vaccines, bladder and prostate, eyes, skin, cancer, immune system.
// Format: drugs-cardio.data.ts.
export const OTHER = `
antibiotic|amoxicillin|-|capsule 250 mg,500 mg;tablet 500 mg,875 mg;chewable tablet 125 mg,250 mg;oral suspension 250 mg/5 mL,400 mg/5 mL|
antibiotic|amoxicillin/clavulanate|Augmentin|tablet 250 mg/125 mg,500 mg/125 mg,875 mg/125 mg;oral suspension 400 mg/57 mg per 5 mL|
antibiotic|penicillin V potassium|-|tablet 250 mg,500 mg;oral solution 250 mg/5 mL|
antibiotic|ampicillin|-|capsule 500 mg|
antibiotic|dicloxacillin|-|capsule 250 mg,500 mg|
antibiotic|cephalexin|Keflex|capsule 250 mg,500 mg,750 mg;oral suspension 250 mg/5 mL|
antibiotic|cefadroxil|-|capsule 500 mg;tablet 1 g|
antibiotic|cefuroxime|Ceftin|tablet 250 mg,500 mg|
antibiotic|cefdinir|-|capsule 300 mg;oral suspension 250 mg/5 mL|
antibiotic|cefpodoxime|-|tablet 100 mg,200 mg|
antibiotic|cefprozil|-|tablet 250 mg,500 mg|
antibiotic|azithromycin|Zithromax|tablet 250 mg,500 mg,600 mg;oral suspension 200 mg/5 mL|
antibiotic|clarithromycin|-|tablet 250 mg,500 mg;ER tablet 500 mg|
antibiotic|erythromycin|Ery-Tab,Erythrocin,EryPed|DR tablet 250 mg,333 mg,500 mg;tablet 250 mg,500 mg|
antibiotic|doxycycline hyclate|Vibra-Tabs,Doryx,Acticlate|capsule 50 mg,100 mg;tablet 20 mg,100 mg;DR tablet 75 mg,100 mg,150 mg,200 mg|
antibiotic|doxycycline monohydrate|Monodox,Adoxa|capsule 50 mg,75 mg,100 mg,150 mg;tablet 50 mg,75 mg,100 mg,150 mg|
antibiotic|minocycline|Minocin,Solodyn|capsule 50 mg,75 mg,100 mg;ER tablet 45 mg,90 mg,135 mg|
antibiotic|tetracycline|-|capsule 250 mg,500 mg|
antibiotic|ciprofloxacin|Cipro|tablet 250 mg,500 mg,750 mg;oral suspension 500 mg/5 mL|
antibiotic|levofloxacin|-|tablet 250 mg,500 mg,750 mg;oral solution 25 mg/mL|
antibiotic|moxifloxacin|Avelox|tablet 400 mg|
antibiotic|sulfamethoxazole/trimethoprim|Bactrim,Bactrim DS|tablet 400 mg/80 mg,800 mg/160 mg;oral suspension 200 mg/40 mg per 5 mL|
antibiotic|trimethoprim|Primsol|tablet 100 mg,200 mg|
antibiotic|nitrofurantoin|Macrobid,Macrodantin,Furadantin|capsule 25 mg,50 mg,100 mg;oral suspension 25 mg/5 mL|A
antibiotic|fosfomycin|Monurol|oral granules packet 3 g|
antibiotic|metronidazole|Flagyl,MetroGel,Nuvessa|tablet 250 mg,500 mg;topical gel 0.75%,1%;vaginal gel 0.75%|
antibiotic|tinidazole|-|tablet 250 mg,500 mg|
antibiotic|clindamycin|Cleocin,Cleocin T,Clindesse|capsule 75 mg,150 mg,300 mg;topical solution 1%;vaginal cream 2%|
antibiotic|linezolid|Zyvox|tablet 600 mg;oral suspension 100 mg/5 mL|
antibiotic|vancomycin (oral)|Firvanq|capsule 125 mg,250 mg;oral solution 25 mg/mL,50 mg/mL|
antibiotic|fidaxomicin|Dificid|tablet 200 mg;oral suspension 40 mg/mL|B
antibiotic|mupirocin|Bactroban|topical ointment 2%;topical cream 2%;nasal ointment 2%|
antibiotic|neomycin|-|tablet 500 mg|
antibiotic|methenamine hippurate|Hiprex|tablet 1 g|
antibiotic|tobramycin (inhaled)|TOBI,TOBI Podhaler,Bethkis|inhalation solution 300 mg/5 mL,300 mg/4 mL|SP
tb|isoniazid|-|tablet 100 mg,300 mg|
tb|rifampin|Rifadin|capsule 150 mg,300 mg|
tb|ethambutol|Myambutol|tablet 100 mg,400 mg|
tb|pyrazinamide|-|tablet 500 mg|
tb|rifabutin|Mycobutin|capsule 150 mg|
antifungal|fluconazole|Diflucan|tablet 50 mg,100 mg,150 mg,200 mg;oral suspension 10 mg/mL,40 mg/mL|
antifungal|terbinafine|-|tablet 250 mg|
antifungal|nystatin|-|oral suspension 100000 units/mL;tablet 500000 units;topical cream 100000 units/g;topical powder 100000 units/g|
antifungal|clotrimazole|-|troche 10 mg;topical cream 1%;topical solution 1%|
antifungal|ketoconazole|Extina,Ketodan|tablet 200 mg;topical cream 2%;shampoo 2%;topical foam 2%|
antifungal|itraconazole|Sporanox,Tolsura|capsule 100 mg,65 mg;oral solution 10 mg/mL|
antifungal|voriconazole|Vfend|tablet 50 mg,200 mg;oral suspension 40 mg/mL|S
antifungal|posaconazole|Noxafil|DR tablet 100 mg;oral suspension 40 mg/mL|SN
antifungal|econazole|Ecoza|topical cream 1%;topical foam 1%|
antifungal|ciclopirox|Penlac,Loprox|topical solution 8%;topical cream 0.77%;shampoo 1%|
antifungal|efinaconazole|Jublia|topical solution 10%|BT
antifungal|terconazole|-|vaginal cream 0.4%,0.8%;vaginal suppository 80 mg|
antiviral|valacyclovir|Valtrex|tablet 500 mg,1 g|
antiviral|acyclovir|Zovirax,Sitavig|capsule 200 mg;tablet 400 mg,800 mg;oral suspension 200 mg/5 mL;topical ointment 5%;topical cream 5%|
antiviral|famciclovir|-|tablet 125 mg,250 mg,500 mg|
antiviral|oseltamivir|Tamiflu|capsule 30 mg,45 mg,75 mg;oral suspension 6 mg/mL|Q
antiviral|baloxavir|Xofluza|tablet 40 mg,80 mg|BQ
antiviral|zanamivir|Relenza Diskhaler|inhalation powder 5 mg per blister|BQ
antiviral|nirmatrelvir/ritonavir|Paxlovid|tablet dose pack 300 mg/100 mg,150 mg/100 mg|BQ
antiviral|molnupiravir|Lagevrio|capsule 200 mg|BQ
antiviral|valganciclovir|Valcyte|tablet 450 mg;oral solution 50 mg/mL|SP
antiviral|entecavir|Baraclude|tablet 0.5 mg,1 mg|S
antiviral|tenofovir alafenamide|Vemlidy|tablet 25 mg|BS
antiviral|tenofovir disoproxil fumarate|Viread|tablet 150 mg,200 mg,250 mg,300 mg|
antiviral|sofosbuvir/velpatasvir|Epclusa|tablet 400 mg/100 mg,200 mg/50 mg|SLN
antiviral|glecaprevir/pibrentasvir|Mavyret|tablet 100 mg/40 mg;oral pellets 50 mg/20 mg|BSLN
antiviral|ledipasvir/sofosbuvir|Harvoni|tablet 90 mg/400 mg,45 mg/200 mg|SLN
hiv|bictegravir/emtricitabine/tenofovir alafenamide|Biktarvy|tablet 50 mg/200 mg/25 mg,30 mg/120 mg/15 mg|BS
hiv|dolutegravir|Tivicay|tablet 10 mg,25 mg,50 mg;tablet for suspension 5 mg|BS
hiv|dolutegravir/lamivudine|Dovato|tablet 50 mg/300 mg|BS
hiv|dolutegravir/rilpivirine|Juluca|tablet 50 mg/25 mg|BS
hiv|abacavir/dolutegravir/lamivudine|Triumeq|tablet 600 mg/50 mg/300 mg|BS
hiv|emtricitabine/tenofovir disoproxil fumarate|Truvada|tablet 200 mg/300 mg,167 mg/250 mg|S
hiv|emtricitabine/tenofovir alafenamide|Descovy|tablet 200 mg/25 mg,120 mg/15 mg|BS
hiv|efavirenz/emtricitabine/tenofovir disoproxil fumarate|Atripla|tablet 600 mg/200 mg/300 mg|S
hiv|elvitegravir/cobicistat/emtricitabine/tenofovir alafenamide|Genvoya|tablet 150 mg/150 mg/200 mg/10 mg|BS
hiv|darunavir/cobicistat/emtricitabine/tenofovir alafenamide|Symtuza|tablet 800 mg/150 mg/200 mg/10 mg|BS
hiv|darunavir|Prezista|tablet 75 mg,150 mg,600 mg,800 mg;oral suspension 100 mg/mL|S
hiv|raltegravir|Isentress,Isentress HD|tablet 400 mg,600 mg;chewable tablet 25 mg,100 mg|BS
hiv|rilpivirine|Edurant|tablet 25 mg|BS
hiv|lamivudine|Epivir,Epivir-HBV|tablet 100 mg,150 mg,300 mg;oral solution 10 mg/mL|
hiv|zidovudine|Retrovir|capsule 100 mg;tablet 300 mg;oral syrup 50 mg/5 mL|
hiv|atazanavir|Reyataz|capsule 150 mg,200 mg,300 mg|S
hiv|ritonavir|Norvir|tablet 100 mg;oral solution 80 mg/mL|
hiv|efavirenz|-|tablet 600 mg;capsule 50 mg,200 mg|
hiv|nevirapine|-|tablet 200 mg;ER tablet 400 mg;oral suspension 50 mg/5 mL|
hiv|maraviroc|Selzentry|tablet 150 mg,300 mg|S
hiv|cabotegravir/rilpivirine|Cabenuva|ER injection suspension kit 400 mg/600 mg,600 mg/900 mg|BSL
parasite|hydroxychloroquine|Plaquenil|tablet 100 mg,200 mg,300 mg,400 mg|
parasite|ivermectin|Stromectol|tablet 3 mg|Q
parasite|atovaquone|Mepron|oral suspension 750 mg/5 mL|
parasite|atovaquone/proguanil|Malarone|tablet 250 mg/100 mg,62.5 mg/25 mg|
parasite|permethrin|-|topical cream 5%|
parasite|albendazole|Albenza|tablet 200 mg|Q
vaccine|zoster vaccine recombinant|Shingrix|intramuscular suspension 50 mcg/0.5 mL|BVQ
vaccine|tetanus/diphtheria/acellular pertussis vaccine (Tdap)|Boostrix,Adacel|prefilled syringe 0.5 mL|BV
vaccine|tetanus/diphtheria toxoids (Td)|Tenivac,TdVax|prefilled syringe 0.5 mL|BV
vaccine|respiratory syncytial virus vaccine|Arexvy,Abrysvo,mResvia|intramuscular suspension 120 mcg/0.5 mL;prefilled syringe 50 mcg/0.5 mL|BVQ
vaccine|hepatitis B vaccine|Engerix-B,Recombivax HB,Heplisav-B,PreHevbrio|prefilled syringe 20 mcg/mL,10 mcg/mL,20 mcg/0.5 mL|BVP
vaccine|hepatitis A vaccine|Havrix,Vaqta|prefilled syringe 1440 ELISA units/mL,50 units/mL|BV
vaccine|hepatitis A and B vaccine|Twinrix|prefilled syringe 720 ELISA units/20 mcg per mL|BV
vaccine|measles, mumps and rubella vaccine|M-M-R II,Priorix|subcutaneous injection powder 0.5 mL|BV
vaccine|meningococcal conjugate vaccine|MenQuadfi,Menveo,Penbraya|intramuscular solution 0.5 mL|BV
vaccine|meningococcal group B vaccine|Bexsero,Trumenba|prefilled syringe 0.5 mL|BV
vaccine|typhoid Vi polysaccharide vaccine|Typhim Vi|intramuscular solution 25 mcg/0.5 mL|BV
vaccine|typhoid vaccine live oral|Vivotif|DR capsule 2 billion to 10 billion viable cells|BV
vaccine|Japanese encephalitis vaccine|Ixiaro|prefilled syringe 6 mcg/0.5 mL|BV
vaccine|rabies vaccine|Imovax Rabies,RabAvert|intramuscular injection powder 2.5 units/mL|BV
vaccine|varicella vaccine|Varivax|subcutaneous injection powder 1350 PFU/0.5 mL|BV
vaccine|polio vaccine, inactivated|Ipol|injection suspension 0.5 mL|BV
vaccine|yellow fever vaccine|YF-Vax|subcutaneous injection powder 0.5 mL|BV
vaccine|chikungunya vaccine|Ixchiq|intramuscular injection powder 0.5 mL|BV
vaccine|human papillomavirus vaccine|Gardasil 9|prefilled syringe 0.5 mL|BV
urology|tamsulosin|Flomax|capsule 0.4 mg|
urology|alfuzosin ER|Uroxatral|ER tablet 10 mg|
urology|silodosin|Rapaflo|capsule 4 mg,8 mg|
urology|finasteride|Proscar,Propecia|tablet 1 mg,5 mg|
urology|dutasteride|Avodart|capsule 0.5 mg|
urology|dutasteride/tamsulosin|Jalyn|capsule 0.5 mg/0.4 mg|
urology|oxybutynin|Ditropan XL,Oxytrol|tablet 5 mg;ER tablet 5 mg,10 mg,15 mg;oral solution 5 mg/5 mL;transdermal patch 3.9 mg/day|A
urology|tolterodine|Detrol,Detrol LA|tablet 1 mg,2 mg;ER capsule 2 mg,4 mg|A
urology|solifenacin|Vesicare,Vesicare LS|tablet 5 mg,10 mg;oral suspension 1 mg/mL|A
urology|trospium|-|tablet 20 mg;ER capsule 60 mg|A
urology|darifenacin ER|Enablex|ER tablet 7.5 mg,15 mg|A
urology|fesoterodine ER|Toviaz|ER tablet 4 mg,8 mg|A
urology|mirabegron ER|Myrbetriq|ER tablet 25 mg,50 mg;ER oral suspension granules 8 mg/mL|T
urology|vibegron|Gemtesa|tablet 75 mg|BT
urology|bethanechol|Urecholine|tablet 5 mg,10 mg,25 mg,50 mg|
urology|phenazopyridine|Pyridium|tablet 100 mg,200 mg|
urology|pentosan polysulfate|Elmiron|capsule 100 mg|B
urology|sildenafil|Viagra|tablet 25 mg,50 mg,100 mg|EQ
urology|tadalafil|Cialis|tablet 2.5 mg,5 mg,10 mg,20 mg|EQ
urology|vardenafil|Levitra,Staxyn|tablet 2.5 mg,5 mg,10 mg,20 mg;orally disintegrating tablet 10 mg|EQ
eye|latanoprost|Xalatan,Xelpros,Iyuzeh|eye drops 0.005%|
eye|bimatoprost|Lumigan,Latisse|eye drops 0.01%,0.03%|T
eye|travoprost|Travatan Z|eye drops 0.004%|T
eye|tafluprost|Zioptan|eye drops 0.0015%|T
eye|latanoprostene bunod|Vyzulta|eye drops 0.024%|BT
eye|netarsudil|Rhopressa|eye drops 0.02%|B
eye|netarsudil/latanoprost|Rocklatan|eye drops 0.02%/0.005%|B
eye|timolol|Timoptic,Timoptic-XE,Istalol|eye drops 0.25%,0.5%;gel-forming solution 0.25%,0.5%|
eye|dorzolamide|-|eye drops 2%|
eye|dorzolamide/timolol|Cosopt,Cosopt PF|eye drops 22.3 mg/6.8 mg per mL|
eye|brimonidine|Alphagan P,Lumify|eye drops 0.1%,0.15%,0.2%,0.025%|
eye|brimonidine/timolol|Combigan|eye drops 0.2%/0.5%|
eye|brinzolamide|Azopt|eye drops 1%|
eye|brinzolamide/brimonidine|Simbrinza|eye drops 1%/0.2%|B
eye|betaxolol (eye)|Betoptic S|eye drops 0.25%,0.5%|
eye|pilocarpine|Isopto Carpine,Vuity,Salagen|eye drops 1%,2%,4%,1.25%;tablet 5 mg,7.5 mg|
eye|cyclosporine (eye)|Restasis,Cequa,Vevye|eye emulsion 0.05%;eye solution 0.09%,0.1%|T
eye|lifitegrast|Xiidra|eye drops 5%|BT
eye|prednisolone acetate (eye)|Pred Forte,Omnipred|eye suspension 1%|
eye|loteprednol|Lotemax,Alrex,Inveltys|eye suspension 0.2%,0.5%,1%;eye gel 0.5%|
eye|dexamethasone (eye)|Maxidex,Ozurdex|eye suspension 0.1%|
eye|difluprednate|Durezol|eye emulsion 0.05%|
eye|tobramycin/dexamethasone (eye)|TobraDex,TobraDex ST|eye suspension 0.3%/0.1%,0.3%/0.05%;eye ointment 0.3%/0.1%|
eye|neomycin/polymyxin B/dexamethasone (eye)|Maxitrol|eye suspension 3.5 mg/10000 units/0.1% per mL;eye ointment 3.5 mg/10000 units/0.1% per g|
eye|moxifloxacin (eye)|Vigamox,Moxeza|eye drops 0.5%|
eye|ofloxacin (eye)|Ocuflox|eye drops 0.3%|
eye|ciprofloxacin (eye)|Ciloxan|eye drops 0.3%;eye ointment 0.3%|
eye|erythromycin (eye)|-|eye ointment 0.5%|
eye|tobramycin (eye)|Tobrex|eye drops 0.3%;eye ointment 0.3%|
eye|polymyxin B/trimethoprim (eye)|Polytrim|eye drops 10000 units/1 mg per mL|
eye|ketorolac (eye)|Acular,Acular LS,Acuvail|eye drops 0.4%,0.5%|
eye|bromfenac|Prolensa,BromSite|eye drops 0.07%,0.075%,0.09%|T
eye|olopatadine (eye)|Pataday,Zerviate|eye drops 0.1%,0.2%,0.7%|
eye|atropine (eye)|Isopto Atropine|eye drops 1%|
eye|aflibercept|Eylea,Eylea HD|intravitreal injection 2 mg/0.05 mL,8 mg/0.07 mL|BSP
skin|triamcinolone (topical)|Kenalog,Triderm|topical cream 0.025%,0.1%,0.5%;topical ointment 0.025%,0.1%,0.5%;topical lotion 0.1%;dental paste 0.1%|
skin|hydrocortisone (topical)|Texacort,Anusol-HC|topical cream 1%,2.5%;topical ointment 1%,2.5%;rectal cream 2.5%|
skin|clobetasol|Clobex,Temovate,Impoyz|topical cream 0.05%;topical ointment 0.05%;topical solution 0.05%;shampoo 0.05%|
skin|betamethasone dipropionate|Diprolene|topical cream 0.05%;topical ointment 0.05%;topical lotion 0.05%|
skin|betamethasone valerate|Luxiq|topical cream 0.1%;topical ointment 0.1%;topical foam 0.12%|
skin|fluocinonide|Vanos|topical cream 0.05%,0.1%;topical ointment 0.05%;topical solution 0.05%|
skin|fluocinolone|Synalar,Derma-Smoothe/FS,Capex|topical cream 0.01%,0.025%;topical oil 0.01%;shampoo 0.01%|
skin|mometasone (topical)|Elocon|topical cream 0.1%;topical ointment 0.1%;topical solution 0.1%|
skin|desonide|Desowen,Verdeso|topical cream 0.05%;topical ointment 0.05%;topical lotion 0.05%|
skin|fluticasone (topical)|Cutivate|topical cream 0.05%;topical ointment 0.005%|
skin|halobetasol|Ultravate,Lexette|topical cream 0.05%;topical ointment 0.05%|
skin|clotrimazole/betamethasone|Lotrisone|topical cream 1%/0.05%;topical lotion 1%/0.05%|
skin|nystatin/triamcinolone|-|topical cream 100000 units/0.1%;topical ointment 100000 units/0.1%|
skin|tacrolimus (topical)|Protopic|topical ointment 0.03%,0.1%|
skin|pimecrolimus|Elidel|topical cream 1%|T
skin|crisaborole|Eucrisa|topical ointment 2%|BT
skin|ruxolitinib (topical)|Opzelura|topical cream 1.5%|BT
skin|calcipotriene|Dovonex,Sorilux|topical cream 0.005%;topical solution 0.005%;topical foam 0.005%|
skin|calcipotriene/betamethasone|Taclonex,Enstilar|topical ointment 0.005%/0.064%;topical suspension 0.005%/0.064%;topical foam 0.005%/0.064%|T
skin|tretinoin|Retin-A,Atralin,Altreno|topical cream 0.025%,0.05%,0.1%;topical gel 0.01%,0.025%,0.05%|E
skin|adapalene|Differin|topical gel 0.1%,0.3%;topical cream 0.1%|E
skin|fluorouracil (topical)|Efudex,Carac|topical cream 0.5%,5%;topical solution 2%,5%|
skin|imiquimod|Aldara,Zyclara|topical cream 3.75%,5%|
skin|silver sulfadiazine|Silvadene|topical cream 1%|
skin|selenium sulfide|-|lotion 2.5%|
skin|acitretin|Soriatane|capsule 10 mg,17.5 mg,25 mg|
skin|methoxsalen|Oxsoralen-Ultra|capsule 10 mg|
skin|ivermectin (topical)|Soolantra|topical cream 1%|T
skin|brimonidine (topical)|Mirvaso|topical gel 0.33%|E
onc|anastrozole|Arimidex|tablet 1 mg|
onc|letrozole|Femara|tablet 2.5 mg|
onc|exemestane|Aromasin|tablet 25 mg|
onc|tamoxifen|Soltamox|tablet 10 mg,20 mg;oral solution 10 mg/5 mL|
onc|bicalutamide|Casodex|tablet 50 mg|
onc|abiraterone|Zytiga,Yonsa|tablet 250 mg,500 mg,125 mg|SN
onc|enzalutamide|Xtandi|capsule 40 mg;tablet 40 mg,80 mg|BSLN
onc|apalutamide|Erleada|tablet 60 mg,240 mg|BSLN
onc|darolutamide|Nubeqa|tablet 300 mg|BSLN
onc|leuprolide|Lupron Depot,Eligard,Camcevi|injection kit 7.5 mg,22.5 mg,30 mg,45 mg|BSP
onc|capecitabine|Xeloda|tablet 150 mg,500 mg|SPN
onc|temozolomide|Temodar|capsule 5 mg,20 mg,100 mg,140 mg,180 mg,250 mg|SPN
onc|methotrexate|Trexall,Otrexup,Rasuvo,Xatmep|tablet 2.5 mg;autoinjector 10 mg,15 mg,20 mg,25 mg;oral solution 2.5 mg/mL|P
onc|mercaptopurine|Purixan|tablet 50 mg;oral suspension 20 mg/mL|P
onc|imatinib|Gleevec|tablet 100 mg,400 mg|SLN
onc|dasatinib|Sprycel,Phyrago|tablet 20 mg,50 mg,70 mg,80 mg,100 mg,140 mg|SLN
onc|nilotinib|Tasigna,Danziten|capsule 50 mg,150 mg,200 mg|BSLN
onc|ibrutinib|Imbruvica|capsule 70 mg,140 mg;tablet 140 mg,280 mg,420 mg|BSLN
onc|acalabrutinib|Calquence|tablet 100 mg|BSLN
onc|zanubrutinib|Brukinsa|capsule 80 mg;tablet 160 mg|BSLN
onc|venetoclax|Venclexta|tablet 10 mg,50 mg,100 mg|BSLN
onc|lenalidomide|Revlimid|capsule 2.5 mg,5 mg,10 mg,15 mg,20 mg,25 mg|SLMN
onc|pomalidomide|Pomalyst|capsule 1 mg,2 mg,3 mg,4 mg|BSLMN
onc|palbociclib|Ibrance|capsule 75 mg,100 mg,125 mg;tablet 75 mg,100 mg,125 mg|BSLN
onc|ribociclib|Kisqali|tablet 200 mg|BSLN
onc|abemaciclib|Verzenio|tablet 50 mg,100 mg,150 mg,200 mg|BSLN
onc|osimertinib|Tagrisso|tablet 40 mg,80 mg|BSLN
onc|erlotinib|Tarceva|tablet 25 mg,100 mg,150 mg|SLN
onc|olaparib|Lynparza|tablet 100 mg,150 mg|BSLN
onc|ruxolitinib|Jakafi|tablet 5 mg,10 mg,15 mg,20 mg,25 mg|BSLN
onc|everolimus|Afinitor,Zortress|tablet 2.5 mg,5 mg,7.5 mg,10 mg;tablet for suspension 2 mg,3 mg,5 mg|SPN
onc|cabozantinib|Cabometyx|tablet 20 mg,40 mg,60 mg|BSLN
onc|lenvatinib|Lenvima|capsule 4 mg,10 mg|BSLN
onc|sunitinib|Sutent|capsule 12.5 mg,25 mg,37.5 mg,50 mg|SLN
immune|adalimumab|Humira,Hadlima,Hyrimoz,Cyltezo,Yuflyma,Simlandi|pen injector 40 mg/0.4 mL,40 mg/0.8 mL,80 mg/0.8 mL;prefilled syringe 20 mg/0.2 mL,40 mg/0.4 mL|BSLNQ
immune|etanercept|Enbrel|autoinjector 50 mg/mL;prefilled syringe 25 mg/0.5 mL,50 mg/mL|BSLNQ
immune|ustekinumab|Stelara,Wezlana,Selarsdi|prefilled syringe 45 mg/0.5 mL,90 mg/mL|BSLNQ
immune|secukinumab|Cosentyx|pen injector 150 mg/mL,300 mg/2 mL|BSLNQ
immune|ixekizumab|Taltz|autoinjector 80 mg/mL|BSLNQT
immune|guselkumab|Tremfya|pen injector 100 mg/mL;prefilled syringe 100 mg/mL|BSLNQ
immune|risankizumab|Skyrizi|pen injector 150 mg/mL;on-body injector 180 mg/1.2 mL,360 mg/2.4 mL|BSLNQ
immune|tofacitinib|Xeljanz,Xeljanz XR|tablet 5 mg,10 mg;ER tablet 11 mg,22 mg;oral solution 1 mg/mL|BSLNQ
immune|upadacitinib|Rinvoq|ER tablet 15 mg,30 mg,45 mg|BSLNQ
immune|baricitinib|Olumiant|tablet 1 mg,2 mg,4 mg|BSLNQT
immune|apremilast|Otezla|tablet 10 mg,20 mg,30 mg|BSNQ
immune|certolizumab pegol|Cimzia|prefilled syringe 200 mg/mL|BSLNQT
immune|abatacept|Orencia|prefilled syringe 50 mg/0.4 mL,87.5 mg/0.7 mL,125 mg/mL|BSLNQ
immune|tocilizumab|Actemra,Tofidence,Tyenne|prefilled syringe 162 mg/0.9 mL|BSLNQ
immune|sarilumab|Kevzara|pen injector 150 mg/1.14 mL,200 mg/1.14 mL|BSLNQT
immune|golimumab|Simponi|pen injector 50 mg/0.5 mL,100 mg/mL|BSLNQT
immune|leflunomide|Arava|tablet 10 mg,20 mg|
immune|azathioprine|Imuran,Azasan|tablet 50 mg,75 mg,100 mg|P
immune|deucravacitinib|Sotyktu|tablet 6 mg|BSLNQ
transplant|tacrolimus|Prograf,Envarsus XR,Astagraf XL|capsule 0.5 mg,1 mg,5 mg;ER tablet 0.75 mg,1 mg,4 mg;ER capsule 0.5 mg,1 mg,5 mg|P
transplant|mycophenolate mofetil|CellCept|capsule 250 mg;tablet 500 mg;oral suspension 200 mg/mL|P
transplant|mycophenolic acid|Myfortic|DR tablet 180 mg,360 mg|P
transplant|cyclosporine|Neoral,Gengraf,Sandimmune|capsule 25 mg,50 mg,100 mg;oral solution 100 mg/mL|P
transplant|sirolimus|Rapamune|tablet 0.5 mg,1 mg,2 mg;oral solution 1 mg/mL|P
transplant|belatacept|Nulojix|injection powder 250 mg|BSP
`
