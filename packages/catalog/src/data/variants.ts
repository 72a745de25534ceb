/**
 * Facts the specification states twice with different values. Neither reading is dropped: each is
 * named, with the places that show it. Data elsewhere uses a reading with
 * `{ variant: 'name.reading' }`; the check fails if a reading is unused or a reference is unknown.
 */
import type * as v from 'valibot';
import type { OpeningHours } from '../schemas/entities.ts';
import type { Variants } from '../schemas/site.ts';

const weekdays: v.InferInput<typeof OpeningHours>['days'] = ['Mo', 'Tu', 'We', 'Th', 'Fr'];

export default {
  openingHours: {
    subject: 'Horaires d’ouverture',
    readings: {
      visibleText: {
        label: 'Horaires affichés sur le site (lundi – vendredi 9 h – 19 h)',
        shownOn: ['info bar', 'footer', '/contact', '/a-propos', '/'],
        value: [
          { label: 'Lundi – Vendredi', days: weekdays, opens: '09:00', closes: '19:00' },
          { label: 'Samedi', days: ['Sa'], opens: '08:00', closes: '12:00' },
        ],
      },
      structuredData: {
        label: 'Horaires des données structurées (lundi – vendredi 8 h – 19 h)',
        shownOn: ['structured data (MedicalBusiness)'],
        value: [
          { label: 'Lundi – Vendredi', days: weekdays, opens: '08:00', closes: '19:00' },
          { label: 'Samedi', days: ['Sa'], opens: '08:00', closes: '12:00' },
        ],
      },
    },
  },
  phone: {
    subject: 'Numéro de téléphone',
    readings: {
      visibleText: {
        label: 'Numéro affiché sur le site', // PLACEHOLDER
        shownOn: ['info bar', 'footer', '/contact', '/a-propos', '/success'],
        value: { display: '04 65 71 00 00' },
      },
      structuredData: {
        label: 'Numéro des données structurées', // PLACEHOLDER
        shownOn: ['structured data (MedicalBusiness)'],
        value: { display: '04 65 71 00 01' },
      },
    },
  },
  laserCo2Prices: {
    subject: 'Liste de prix du laser CO2',
    readings: {
      laserCo2Page: {
        label: 'Liste de la page Laser CO2',
        shownOn: ['/laser-co2'],
        value: {
          kind: 'standard',
          id: 'laser-co2-zones',
          title: 'Laser CO2 fractionné : tarifs par zone',
          rows: [
            { zone: 'Contour de la bouche', price: 250, duration: 15 },
            { zone: 'Joues', price: 250, duration: 15 },
            { zone: 'Cou', price: 250, duration: 15 },
            { zone: 'Visage complet', price: 500, duration: 30 },
            { zone: 'Cou + visage', price: 650 },
            { zone: 'Blépharoplastie (paupières)', price: { min: 300, max: 500 } },
          ],
        },
      },
      mesotherapyPage: {
        label: 'Liste de la page Mésothérapie',
        shownOn: ['/mesotherapie'],
        value: {
          kind: 'standard',
          id: 'mesotherapie-zones',
          title: 'Tarifs par zone',
          rows: [
            { zone: 'Visage complet', price: 180, duration: 30 },
            { zone: 'Contour des yeux', price: 120, duration: 20 },
            { zone: 'Décolleté', price: 150, duration: 25 },
            { zone: 'Cou', price: 130, duration: 20 },
            { zone: 'Mains', price: 100, duration: 15 },
          ],
        },
      },
    },
  },
  cryolipolyseDuration: {
    subject: 'Durée d’une séance de cryolipolyse',
    readings: {
      treatmentList: {
        label: 'Listes de soins (60 min)',
        shownOn: ['/', '/soins-corps'],
        value: 60,
      },
      treatmentPage: { label: 'Page Cryolipolyse (70 min)', shownOn: ['/cryolipolyse'], value: 70 },
    },
  },
  retinolPeelPrice: {
    subject: 'Prix du peeling au rétinol',
    tables: { page: '/peeling-retinol', read: { min: 150, max: 250 } },
    readings: {
      treatmentList: {
        label: 'Liste des soins du visage (dès 120 €)',
        shownOn: ['/soins-visage'],
        value: { from: 120 },
      },
      treatmentPage: {
        label: 'Page Peeling au rétinol (dès 150 €)',
        shownOn: ['/peeling-retinol'],
        value: { from: 150 },
      },
    },
  },
  retinolPeelDuration: {
    subject: 'Durée du peeling au rétinol',
    readings: {
      treatmentList: {
        label: 'Listes de soins (30 min)',
        shownOn: ['/', '/soins-visage'],
        value: 30,
      },
      treatmentPage: {
        label: 'Page Peeling au rétinol (25 – 35 min)',
        shownOn: ['/peeling-retinol'],
        value: { min: 25, max: 35 },
      },
    },
  },
  laserCo2Price: {
    subject: 'Prix d’appel du laser CO2',
    tables: { page: '/laser-co2', read: { min: 250, max: 650 } },
    readings: {
      treatmentList: {
        label: 'Liste des soins du visage (dès 300 €)',
        shownOn: ['/soins-visage'],
        value: { from: 300 },
      },
      treatmentPage: {
        label: 'Page Laser CO2 (dès 250 €, la zone la moins chère)',
        shownOn: ['/laser-co2'],
        value: { from: 250 },
      },
    },
  },
  laserCo2Duration: {
    subject: 'Durée d’une séance de laser CO2',
    readings: {
      treatmentList: {
        label: 'Liste des soins du visage (45 min)',
        shownOn: ['/soins-visage'],
        value: 45,
      },
      treatmentPage: {
        label: 'Page Laser CO2 (15 – 30 min selon la zone)',
        shownOn: ['/laser-co2'],
        value: { min: 15, max: 30 },
      },
    },
  },
  hydrafacialDuration: {
    subject: 'Durée d’un soin HydraFacial',
    readings: {
      treatmentList: {
        label: 'Liste des soins du visage (45 min)',
        shownOn: ['/soins-visage'],
        value: 45,
      },
      treatmentPage: {
        label: 'Page HydraFacial (30 – 60 min selon la formule)',
        shownOn: ['/hydrafacial'],
        value: { min: 30, max: 60 },
      },
    },
  },
  bodyHairRemovalPrice: {
    subject: 'Fourchette de prix de l’épilation laser du corps',
    tables: { page: '/epilation-laser', read: { min: 35, max: 300 } },
    readings: {
      treatmentList: {
        label: 'Liste des soins du corps (35 – 150 €)',
        shownOn: ['/soins-corps'],
        value: { min: 35, max: 150 },
      },
      treatmentPage: {
        label: 'Page Épilation laser (35 – 300 €, tables complètes)',
        shownOn: ['/epilation-laser'],
        value: { min: 35, max: 300 },
      },
    },
  },
  mesotherapyPrice: {
    subject: 'Prix d’appel de la mésothérapie (le visage complet ; la table commence aux mains)',
    tables: { page: '/mesotherapie', read: { min: 100, max: 180 } },
    readings: {
      treatmentList: {
        label: 'Liste des soins du visage (dès 180 €)',
        shownOn: ['/soins-visage'],
        value: { from: 180 },
      },
      treatmentPage: {
        label: 'Page Mésothérapie : héros, tarif et description (dès 180 €)',
        shownOn: ['/mesotherapie'],
        value: { from: 180 },
      },
    },
  },
  morpheus8Price: {
    subject:
      'Fourchette de prix du Morpheus 8 (200 – 250 € par zone ; les tables vont jusqu’à 550 €)',
    tables: { page: '/morpheus8', read: { min: 200, max: 550 } },
    readings: {
      treatmentList: {
        label: 'Liste des soins du corps (200 – 250 €)',
        shownOn: ['/soins-corps'],
        value: { min: 200, max: 250 },
      },
      treatmentPage: {
        label: 'Page Morpheus 8 : tarifs (de 200 à 250 € par zone)',
        shownOn: ['/morpheus8'],
        value: { min: 200, max: 250 },
      },
    },
  },
  yearsOfExperience: {
    subject: 'Années d’expérience du médecin',
    readings: {
      homePage: {
        label: 'Accueil et « pourquoi nous choisir » (10+ ans)',
        shownOn: ['/', 'why-choose-us block'],
        value: '10+',
      },
      aboutPage: { label: 'Page À propos (8+ ans)', shownOn: ['/a-propos'], value: '8+' },
    },
  },
  hairRemovalDuration: {
    subject: 'Durée d’une séance d’épilation laser',
    readings: {
      homeServices: {
        label: 'Carte de l’accueil (20 – 60 min)',
        shownOn: ['/'],
        value: { min: 20, max: 60 },
      },
      bodyList: {
        label: 'Liste des soins du corps (10 – 45 min)',
        shownOn: ['/soins-corps'],
        value: { min: 10, max: 45 },
      },
    },
  },
} satisfies v.InferInput<typeof Variants>;
