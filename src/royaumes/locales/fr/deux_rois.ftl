dr-title = { $title } · tour { $round }/{ $rounds } · { $phase }
dr-title_setup = { $title } · mise en place
dr-title_over = { $title } · partie terminée
dr-room-N = Normandie
dr-room-E = Angleterre
dr-colour-red = rouge
dr-colour-blue = bleu
dr-colour-red--blue = rouge et bleu
dr-colour-grey = gris
dr-colour-orange = orange
dr-colour-green = vert
dr-side-NORMAN = Normands
dr-side-ENGLISH = Anglais
dr-side-NEUTRAL = neutre
dr-side-PAPACY = le Pape
dr-side-FRANCE = la France
dr-side-CHOSEN = Normands ou Anglais (selon sa couleur)
dr-phase-dealing = distribution
dr-phase-setup = mise en place
dr-phase-negotiation = négociation
dr-phase-election = élection
dr-phase-usurp = usurpation
dr-phase-designation = désignation
dr-phase-pre_departure = avant le départ
dr-phase-arrival_window = après l'arrivée
dr-phase-end_decisions = décisions finales
dr-phase-over = terminée
dr-phase-lieutenant = lieutenant
dr-phase-event_draw = tirage de l'événement historique
dr-phase-traitors = traîtres
dr-phase-crossing = traversée
dr-status-armed = armée
dr-status-subject = sujette de la France
dr-status-confirmed = sujette confirmée
dr-status-converted = convertie
dr-status-neutralised = neutralisée
dr-status-treaty_initiated = traité engagé
dr-status-ratified = traité ratifié
dr-status-blessed = bénie (n'est plus sujette)
dr-status-free = n'est plus neutralisée
dr-status-banked = { $n } point(s) acquis
dr-status-pledge = engagée auprès de { $card }
dr-your_card = Votre carte :{" "}
dr-no_card = Vous n'avez pas encore de carte.
dr-claim = se dit { $colour }
dr-infidele_colour = couleur { $colour }
dr-visits = visites N { $n } · E { $e }
dr-you_are_in = Vous êtes en { $room }.
dr-spectator = Spectateur : la vue publique.
dr-general = Général en { $room } : { $who }
dr-no_general = Aucun général connu en { $room }.
dr-envoys = Émissaires ({ $room }) : { $who }
dr-no_envoys = { $room } n'envoie personne.
dr-your_list = Votre liste d'émissaires : { $who }
dr-empty = –
dr-you_mark = vous
dr-general_mark = général
dr-envoy_mark = émissaire
dr-ballot = Votre bulletin : { $what }
dr-abstained = abstention
dr-ready = Vous êtes prêt.
dr-your_move = À vous de jouer.
dr-waiting = On attend les autres.
dr-offers_made = Vos offres en attente : { $what }
dr-offers_received = Offres qui vous sont faites : { $what }
dr-windows = Fenêtres d'options ouvertes avec : { $who }
dr-facts = Ce qu'on vous a montré (le plus récent par joueur, peut être périmé) :
dr-final_cards = Révélation finale :
dr-outcome = Condition de victoire : { $condition }
dr-offer-colour_share = échange de couleurs
dr-offer-full_share = échange de cartes
dr-offer-pape = bénédiction
dr-offer-negociateur = échange de rôles
dr-offer-diplomate_secret = traité
dr-offer-bretagne = compagnonnage
dr-offer-oath = serment du sang
dr-offer-abdicate = abdication (la charge de général)
dr-cond-home = Guillaume chez lui (Normands)
dr-cond-majority = majorité normande en Angleterre (Normands)
dr-cond-retained = Guillaume retenu (Anglais)
dr-cond-assassination = Guillaume assassiné (Anglais)
dr-cond-english_default = aucune autre condition : les Anglais gagnent
dr-cond-france = la France l'emporte (le Roi de France)
dr-cond-peace = la paix du Pape
dr-cond-none = personne ne gagne
dr-a-ready = prêt (fini de parler pour l'instant)
dr-a-ready_setup = prêt (j'ai vu ma carte)
dr-a-ready_infidele = prêt, l'Infidèle commence { $colour }
dr-a-ready_espion = prêt, l'Espion se dit d'abord { $colour }
dr-a-unready = plus prêt
dr-a-claim = l'Espion se dit désormais { $colour }
dr-a-propose_colour = proposer un échange de couleurs à { $who }
dr-a-propose_full = proposer une révélation complète mutuelle à { $who }
dr-a-cancel = retirer votre offre à { $who }
dr-a-accept = accepter l'offre de { $who } ({ $what })
dr-a-accept_convert = accepter la bénédiction de { $who } et se convertir
dr-a-decline = refuser l'offre de { $who } ({ $what })
dr-a-accept_any = accepter l'offre de { $who }
dr-a-decline_any = refuser l'offre de { $who }
dr-a-colour_private = montrer votre couleur à { $who }
dr-a-full_private = montrer votre carte à { $who }
dr-a-colour_public = montrer votre couleur à toute la pièce
dr-a-full_public = montrer votre carte à toute la pièce
dr-a-dismiss = fermer la fenêtre d'options avec { $who }
dr-a-vote = voter pour { $who } comme général
dr-a-abstain = s'abstenir (ne voter pour personne)
dr-a-pass = passer (ne rien faire maintenant)
dr-a-designate = désigner { $who } comme émissaire
dr-a-withdraw = retirer { $who } de la liste des émissaires
dr-a-nominate = proposer { $who } comme général (la pièce n'en a pas)
dr-a-point = désigner { $who } comme votre général
dr-a-point_none = ne désigner personne
dr-a-abdicate = abdiquer : offrir à { $who } la charge de général
dr-a-done = terminé (plus rien à faire pour l'instant)
dr-a-attack = attaquer Guillaume
dr-a-spare = épargner Guillaume
dr-a-end_phase = finir la phase (horloge)
dr-a-rally = rejoindre le ralliement { $colour }
dr-a-number = donner { $n } comme nombre historique
dr-a-lieutenant = nommer { $who } lieutenant
dr-a-demand_colour = exiger de { $who } qu'il montre sa couleur à la pièce
dr-a-substitute = envoyer { $who } à votre place
dr-a-viking = regard du Viking : { $who } vous montre sa carte
dr-a-council = conseil : désigner { $who } pour l'immunité
dr-a-tostig = espion de Tostig : révélation forcée avec { $who }
dr-a-pilgrim_move = pèlerin : passer dans l'autre pièce
dr-a-send_back = renvoyer { $who } d'où il vient
dr-a-raid = envoyer { $who } en raid dans l'autre pièce
dr-a-decline_mission = refuser la mission (rester)
dr-a-relic = réclamer la Relique (révélation complète avec son porteur)
dr-a-propose_oath = proposer un serment du sang (échange de cartes) à { $who }
dr-a-legate = nommer { $who } légat du Pape
dr-a-legate_move = légat : passer dans l'autre pièce
dr-a-zone = aller { $zone ->
        [port] au Port
        [citadel] à la Citadelle
        [camp] au Camp
        [tent] à la Tente royale
        [battlefield] au Champ de bataille
        [village] au Village
       *[other] en zone { $zone }
    }
dr-a-challenge = défier { $who } (révélation forcée)
dr-a-silence = réduire { $who } au silence (limbes jusqu'à l'élection)
dr-a-recall = rappeler le pillard { $who }
dr-zone-port = Port
dr-zone-citadel = Citadelle
dr-zone-camp = Camp
dr-zone-tent = Tente royale
dr-zone-battlefield = Champ de bataille
dr-zone-village = Village
dr-p-autorite = Autorité : révélation forcée avec { $who }
dr-p-pretre = Confession : révélation forcée avec { $who }
dr-p-refus_royal = refus royal : rester chez soi (révélation publique)
dr-p-bretagne = Alliance bretonne : emmener { $who } (révélation publique)
dr-p-sang_royal = usurper la charge de général (révélation publique)
dr-p-troubadour = chanson : annoncer à la pièce ce que { $who } vous a montré
dr-p-tresorier = corruption : lier le vote de { $who } au vôtre
dr-p-emissaire = passer tout de suite dans l'autre pièce (révélation publique)
dr-p-maitre_d_armes = neutraliser l'Armurier que { $who } vous a montré
dr-p-geolier_private = bloquer l'émissaire { $who } (carte montrée au général)
dr-p-geolier_public = bloquer l'émissaire { $who } (révélation publique)
dr-p-cartographe = voir les cartes des autres émissaires (révélation publique)
dr-p-saxon = prendre la place de la Dame : { $who } montre sa carte (révélation publique)
dr-p-commandant = ajouter { $n } émissaire(s) (révélation publique)
dr-p-moine = copier la carte que { $who } vous a montrée
dr-p-pape = offrir une bénédiction à { $who }
dr-p-contrebandier = envoyer { $who } dans l'autre pièce
dr-p-navigateur_keep = garder l'émissaire { $who } (révélation publique)
dr-p-navigateur_back = renvoyer { $who } d'où il vient (révélation publique)
dr-p-negociateur = proposer à { $who } d'échanger vos cartes
dr-p-chancelier = confirmer { $who } comme sujet
dr-p-diplomate_royal = conseil secret avec { $a } et { $b }
dr-p-porte_etendard = lever l'étendard : un ralliement (révélation publique)
dr-p-diplomate_secret = proposer un traité à { $who }
dr-p-devin = deviner que { $who } tient { $card } (révélation publique)
dr-p-interprete = se joindre à la révélation de { $a } et { $b }
dr-p-servant = prendre la place de l'émissaire { $who } (révélation publique)
dr-p-vagabond = filer dans l'autre pièce (révélation publique)
dr-p-capitaine = s'engager auprès de la carte que { $who } vous a montrée
dr-said = { $who } :{" "}
dr-dealt = Vous recevez :{" "}
dr-dealt_others = { $n } carte(s) distribuée(s) aux autres, face cachée.
dr-rooms_drawn = Tirage des pièces : { $rooms }
dr-larger = { $room } reçoit le joueur de plus.
dr-colour_drawn = Le hasard tire votre couleur : { $colour }.
dr-pick = Le hasard désigne { $who }.
dr-deal_other = Une carte est distribuée.
dr-clock = Le temps est écoulé : la phase se termine.
dr-round = Tour { $round } sur { $rounds }
dr-phase_start = — { $phase } —
dr-occ_full = { $a } et { $b } se montrent leurs cartes.
dr-occ_colour = { $a } et { $b } se montrent leurs couleurs.
dr-occ_full_one = { $a } montre sa carte à { $b }.
dr-occ_colour_one = { $a } montre sa couleur à { $b }.
dr-occ_group = { $who } se montrent leurs cartes.
dr-shown_card = { $who } vous montre :{" "}
dr-shown_colour = { $who } vous montre la couleur { $colour }.
dr-now_hold = Vous tenez désormais :{" "}
dr-public_card = { $who } se révèle à la pièce :{" "}
dr-public_colour = { $who } montre à la pièce la couleur { $colour }.
dr-status_card = La carte{" "}
dr-status_is = {" "}est désormais { $status }.
dr-swap = { $a } et { $b } échangent leurs cartes.
dr-leaves = { $room } : départ de { $who }.
dr-arrives = { $who } arrive en { $room }.
dr-crosses = { $who } : { $src } → { $dst }
dr-sent_back = { $who } est renvoyé.
dr-ballots = Bulletins en { $room } : { $ballots }
dr-ballot_vote = { $who } → { $target }
dr-ballot_abstain = { $who } s'abstient
dr-elected = { $who } est élu général en { $room }.
dr-usurp = { $who } s'empare de la charge de général en { $room }.
dr-no_leader = { $room } n'a pas de général pour l'instant.
dr-majority = Une majorité de { $room } désigne { $who } : les désignations sont effacées.
dr-pointers = Désignations en { $room } à la fin de la négociation : { $pointers }
dr-pointer_at = { $who } → { $target }
dr-pointer_none = { $who } ne désigne personne
dr-your_pointer = Vous désignez { $who } comme général.
dr-bound_pointer = La désignation de { $who } suivra celle de { $binder } ce tour-ci.
dr-envoys_locked = Émissaires ({ $room }) : { $who }
dr-envoys_none = { $room } n'envoie personne ce tour-ci.
dr-envoy_added = { $who } rejoint les émissaires ({ $room }).
dr-envoy_removed = { $who } ne fait plus partie des émissaires ({ $room }).
dr-immune = { $who } est immunisé : rien ne se passe.
dr-cannot_reveal = { $who } ne peut pas montrer sa carte : rien ne se passe.
dr-cannot_designate = { $who } ne peut pas être désigné : rien ne se passe.
dr-guess = { $who } (Devin) annonce que { $target } tient{" "}
dr-guess_right = Le Devin { $who } a deviné juste la carte de { $target }.
dr-guess_wrong = Le Devin { $who } s'est trompé sur la carte de { $target }.
dr-offered = { $a } fait une offre à { $b } : { $what }.
dr-confirmed = La carte de { $who } est confirmée sujette de la France.
dr-not_subject = La carte de { $who } n'est pas sujette : rien ne se passe.
dr-bound = Le vote de { $who } copiera celui de { $binder } ce tour-ci.
dr-not_bound = Le vote de { $who } n'a pas pu être lié.
dr-song = { $who } chante : { $partner } lui a montré{" "}
dr-cap = La phase a atteint sa limite d'actions et se termine.
dr-event = Événement historique { $n } : { $name }.
dr-event_numbers = Événement historique { $n } : { $name } (nombres { $a } + { $b }).
dr-number_drawn = Le hasard tire le nombre historique { $n }.
dr-event_drawn = Le hasard tire l'événement { $n }.
dr-vikings = Vikings de ce tour : { $who }.
dr-tostig_spy = Vous êtes un espion de Tostig : une révélation forcée ce tour-ci.
dr-silenced = { $who } est réduit au silence et quitte la pièce jusqu'à l'élection.
dr-raider = { $who } part en raid.
dr-legate_named = { $who } est légat du Pape.
dr-lieutenant_named = { $who } est le lieutenant de { $room }.
dr-declines = { $who } refuse la mission et reste.
dr-storm = Tempête en Manche : { $who } sont pris dans la tempête et restent.
dr-tokens = { $a } et { $b } échangent leurs jetons.
dr-event_now = Événement historique de cet échange : { $n } { $name }
dr-event_last = Événement historique du dernier échange : { $n } { $name }
dr-relic_holder = { $who } détient la Relique de { $room }.
dr-council_named = Le conseil de { $room } : { $who }.
dr-council_immune = Le conseil rend { $who } indésignable pour ce tour.
dr-host_action = L'hôte : { $what }.
dr-final = { $who } tenait{" "}
dr-final_in = {" "}en { $room }
dr-result = Condition de victoire : { $condition }
dr-log = La partie est finie : tout le journal devient public.
dr-final_title = Deux Rois pour un Royaume · { $condition }
dr-card_col = carte
dr-room_col = pièce
dr-log_dealt = Distribuée :{" "}
dr-log_shown_card = Carte montrée de { $who } :{" "}
dr-log_shown_colour = Couleur montrée de { $who } : { $colour }.
dr-score_total = ) : total { $n }
dr-band = Tranche de joueurs : { $band }
dr-check = Condition { $condition } : { $answer }
dr-yes = oui
dr-no = non
dr-decisive = Pièce décisive : { $room }
dr-guillaume_room = Guillaume finit en { $room }.

## Narration (dr.ev.*: one message per event kind, rules.EVENTS; narration.py)

dr-ev-log = La partie est finie : tout le journal devient public.
dr-ev-phase = — { $phase ->
        [dealing] distribution
        [setup] mise en place
        [negotiation] négociation
        [election] élection
        [usurp] usurpation
        [designation] désignation
        [pre_departure] avant le départ
        [arrival_window] après l'arrivée
        [end_decisions] décisions finales
        [over] terminée
        [lieutenant] lieutenant
        [event_draw] tirage de l'événement historique
        [traitors] traîtres
        [crossing] traversée
        *[other] { $phase }
    } —
dr-ev-round = Tour { $round } sur { $rounds }
dr-ev-cap = La phase a atteint sa limite d'actions et se termine.
dr-ev-offer = { $a } fait une offre à { $b } : { $offer ->
        [colour_share] échange de couleurs
        [full_share] échange de cartes
        [pape] bénédiction
        [negociateur] échange de rôles
        [diplomate_secret] traité
        [bretagne] compagnonnage
        [oath] serment du sang
        [abdicate] abdication (la charge de général)
        *[other] { $offer }
    }.
dr-ev-immune = { $seat } est immunisé : rien ne se passe.
dr-ev-cannot_reveal = { $seat } ne peut pas montrer sa carte : rien ne se passe.
dr-ev-cannot_designate = { $seat } ne peut pas être désigné : rien ne se passe.
dr-ev-shown_card = { $seat } vous montre : { $card }
dr-ev-shown_colour = { $seat } vous montre la couleur { $colour ->
        [red] rouge
        [blue] bleu
        *[other] { $colour }
    }.
dr-ev-public_card = { $seat } se révèle à la pièce : { $card }
dr-ev-public_colour = { $seat } montre à la pièce la couleur { $colour ->
        [red] rouge
        [blue] bleu
        *[other] { $colour }
    }.
dr-ev-occurrence_one = { $cls ->
        [full] { $a } montre sa carte à { $b }.
        *[other] { $a } montre sa couleur à { $b }.
    }
dr-ev-occurrence = { $cls ->
        [full] { $seats } se montrent leurs cartes.
        [colour] { $seats } se montrent leurs couleurs.
        *[other] { $seats } se montrent leurs cartes.
    }
dr-ev-swap = { $a } et { $b } échangent leurs cartes.
dr-ev-status_banked = La carte { $card } a désormais { $points } point(s) acquis.
dr-ev-status_pledge = La carte { $card } est désormais engagée auprès de { $pledge }.
dr-ev-status_copy = La carte { $card } copie désormais { $copy }.
dr-ev-status = La carte { $card } est désormais { $status ->
        [armed] armée
        [subject] sujette de la France
        [confirmed] sujette confirmée
        [converted] convertie
        [neutralised] neutralisée
        [treaty_initiated] engagée dans un traité
        [ratified] liée par un traité ratifié
        [blessed] bénie (n'est plus sujette)
        [free] libérée (n'est plus neutralisée)
        [copy_ended] libérée de sa copie
        *[other] { $status }
    }.
dr-ev-leaves = { $room ->
        [N] Normandie
        *[E] Angleterre
    } : départ de { $seat }.
dr-ev-arrives = { $seat } arrive en { $room ->
        [N] Normandie
        *[E] Angleterre
    }.
dr-ev-sent_back = { $seat } est renvoyé.
dr-ev-ballots = Bulletins en { $room ->
        [N] Normandie
        *[E] Angleterre
    } : { $ballots }
dr-ev-pointers = Désignations en { $room ->
        [N] Normandie
        *[E] Angleterre
    } à la fin de la négociation : { $pointers }
dr-ev-general_none = { $room ->
        [N] Normandie
        *[E] Angleterre
    } n'a pas de général pour l'instant.
dr-ev-general = { $seat } est élu général en { $room ->
        [N] Normandie
        *[E] Angleterre
    }.
dr-ev-usurp = { $seat } s'empare de la charge de général en { $room ->
        [N] Normandie
        *[E] Angleterre
    }.
dr-ev-majority = Une majorité de { $room ->
        [N] Normandie
        *[E] Angleterre
    } désigne { $seat } : les désignations sont effacées.
dr-ev-envoys_none = { $room ->
        [N] Normandie
        *[E] Angleterre
    } n'envoie personne ce tour-ci.
dr-ev-envoys = Émissaires ({ $room ->
        [N] Normandie
        *[E] Angleterre
    }) : { $seats }
dr-ev-envoy_added = { $seat } rejoint les émissaires ({ $room ->
        [N] Normandie
        *[E] Angleterre
    }).
dr-ev-envoy_removed = { $seat } ne fait plus partie des émissaires ({ $room ->
        [N] Normandie
        *[E] Angleterre
    }).
dr-ev-guess_card = { $seat } (Devin) annonce que { $target } tient { $card }
dr-ev-guess = { $answer ->
        [right] Le Devin { $seat } a deviné juste la carte de { $target }.
        *[wrong] Le Devin { $seat } s'est trompé sur la carte de { $target }.
    }
dr-ev-confirmation = { $answer ->
        [confirmed] La carte de { $seat } est confirmée sujette de la France.
        *[other] La carte de { $seat } n'est pas sujette : rien ne se passe.
    }
dr-ev-bound = { $standing ->
        [yes] La désignation de { $seat } suivra celle de { $binder } ce tour-ci.
        *[other] Le vote de { $seat } copiera celui de { $binder } ce tour-ci.
    }
dr-ev-not_bound = Le vote de { $seat } n'a pas pu être lié.
dr-ev-song = { $seat } chante : { $partner } lui a montré { $card }
dr-ev-event_numbers = Événement historique { $n } : { $name } (nombres { $a } + { $b }).
dr-ev-vikings = Vikings de ce tour : { $seats }.
dr-ev-tostig_spy = Vous êtes un espion de Tostig : une révélation forcée ce tour-ci.
dr-ev-silenced = { $seat } est réduit au silence et quitte la pièce jusqu'à l'élection.
dr-ev-raider = { $seat } part en raid.
dr-ev-lieutenant_named = { $seat } est le lieutenant de { $room ->
        [N] Normandie
        *[E] Angleterre
    }.
dr-ev-declines = { $seat } refuse la mission et reste.
dr-ev-storm = Tempête en Manche : { $seats } sont pris dans la tempête et restent.
dr-ev-tokens = { $a } et { $b } échangent leurs jetons.
dr-ev-relic_holder = { $seat } détient la Relique de { $room ->
        [N] Normandie
        *[E] Angleterre
    }.
dr-ev-council_named = Le conseil de { $room ->
        [N] Normandie
        *[E] Angleterre
    } : { $a } et { $b }.
dr-ev-council_immune = Le conseil rend { $seat } indésignable pour ce tour.
dr-ev-final_plain = { $seat } tenait { $card } en { $room ->
        [N] Normandie
        *[E] Angleterre
    }
dr-ev-final = { $seat } tenait { $card } en { $room ->
        [N] Normandie
        *[E] Angleterre
    } ({ $extra })
dr-ev-result = Condition de victoire : { $condition ->
        [HOME] Guillaume chez lui (Normands)
        [home] Guillaume chez lui (Normands)
        [MAJORITY] majorité normande en Angleterre (Normands)
        [majority] majorité normande en Angleterre (Normands)
        [RETAINED] Guillaume retenu (Anglais)
        [retained] Guillaume retenu (Anglais)
        [ASSASSINATION] Guillaume assassiné (Anglais)
        [assassination] Guillaume assassiné (Anglais)
        [ENGLISH_DEFAULT] aucune autre condition : les Anglais gagnent
        [english_default] aucune autre condition : les Anglais gagnent
        [FRANCE] la France l'emporte (le Roi de France)
        [france] la France l'emporte (le Roi de France)
        [PEACE] la paix du Pape
        [peace] la paix du Pape
        [NONE] personne ne gagne
        [none] personne ne gagne
        *[other] { $condition }
    }
dr-ev-decisive = Pièce décisive : { $room ->
        [N] Normandie
        *[E] Angleterre
    }
dr-ev-guillaume_room = Guillaume finit en { $room ->
        [N] Normandie
        *[E] Angleterre
    }.
dr-ev-protection = Protection de Guillaume : { $protection }
dr-ev-attacks_none = Pas d'attaque : la carte 1 n'est pas en jeu.
dr-ev-attack_line = Attaque de { $card } : { $line }
dr-ev-band = Tranche de joueurs : { $band }
dr-ev-check = Condition { $condition ->
        [HOME] Guillaume chez lui (Normands)
        [home] Guillaume chez lui (Normands)
        [MAJORITY] majorité normande en Angleterre (Normands)
        [majority] majorité normande en Angleterre (Normands)
        [RETAINED] Guillaume retenu (Anglais)
        [retained] Guillaume retenu (Anglais)
        [ASSASSINATION] Guillaume assassiné (Anglais)
        [assassination] Guillaume assassiné (Anglais)
        [ENGLISH_DEFAULT] aucune autre condition : les Anglais gagnent
        [english_default] aucune autre condition : les Anglais gagnent
        [FRANCE] la France l'emporte (le Roi de France)
        [france] la France l'emporte (le Roi de France)
        [PEACE] la paix du Pape
        [peace] la paix du Pape
        [NONE] personne ne gagne
        [none] personne ne gagne
        *[other] { $condition }
    } : { $answer ->
        [yes] oui
        *[no] non
    }
dr-ev-fallback = Condition de victoire : { $condition ->
        [HOME] Guillaume chez lui (Normands)
        [home] Guillaume chez lui (Normands)
        [MAJORITY] majorité normande en Angleterre (Normands)
        [majority] majorité normande en Angleterre (Normands)
        [RETAINED] Guillaume retenu (Anglais)
        [retained] Guillaume retenu (Anglais)
        [ASSASSINATION] Guillaume assassiné (Anglais)
        [assassination] Guillaume assassiné (Anglais)
        [ENGLISH_DEFAULT] aucune autre condition : les Anglais gagnent
        [english_default] aucune autre condition : les Anglais gagnent
        [FRANCE] la France l'emporte (le Roi de France)
        [france] la France l'emporte (le Roi de France)
        [PEACE] la paix du Pape
        [peace] la paix du Pape
        [NONE] personne ne gagne
        [none] personne ne gagne
        *[other] { $condition }
    }
dr-ev-winner = Condition de victoire : { $condition ->
        [HOME] Guillaume chez lui (Normands)
        [home] Guillaume chez lui (Normands)
        [MAJORITY] majorité normande en Angleterre (Normands)
        [majority] majorité normande en Angleterre (Normands)
        [RETAINED] Guillaume retenu (Anglais)
        [retained] Guillaume retenu (Anglais)
        [ASSASSINATION] Guillaume assassiné (Anglais)
        [assassination] Guillaume assassiné (Anglais)
        [ENGLISH_DEFAULT] aucune autre condition : les Anglais gagnent
        [english_default] aucune autre condition : les Anglais gagnent
        [FRANCE] la France l'emporte (le Roi de France)
        [france] la France l'emporte (le Roi de France)
        [PEACE] la paix du Pape
        [peace] la paix du Pape
        [NONE] personne ne gagne
        [none] personne ne gagne
        *[other] { $condition }
    }
dr-ev-score_total =   { $seat } ({ $card }) : total { $total }
dr-ev-score_part =   { $seat } ({ $card }) : { $delta } ({ $why })
dr-ev-larger = { $room ->
        [N] Normandie
        *[E] Angleterre
    } reçoit le joueur de plus.
dr-ev-room = { $seat } est tiré en { $room ->
        [N] Normandie
        *[E] Angleterre
    }.
dr-ev-deal = { $seat } a reçu { $card }
dr-ev-colour = Le hasard tire votre couleur : { $colour ->
        [red] rouge
        [blue] bleu
        *[other] { $colour }
    }.
dr-ev-pick = Le hasard désigne { $seat }.
dr-ev-draw = Le hasard tire le nombre historique { $n }.
dr-ev-end_phase = Le temps est écoulé : la phase se termine.
dr-ev-recall = L'hôte rappelle le pillard { $seat }.
dr-ev-ready = { $who } : { $phase ->
        [setup] prêt (j'ai vu ma carte)
        *[other] prêt (fini de parler pour l'instant)
    }
dr-ev-ready_colour = { $who } : { $role ->
        [espion] prêt, l'Espion se dit d'abord { $colour ->
        [red] rouge
        [blue] bleu
        *[other] { $colour }
    }
        *[other] prêt, l'Infidèle commence { $colour ->
        [red] rouge
        [blue] bleu
        *[other] { $colour }
    }
    }
dr-ev-unready = { $who } : plus prêt
dr-ev-claim = { $who } : l'Espion se dit désormais { $colour ->
        [red] rouge
        [blue] bleu
        *[other] { $colour }
    }
dr-ev-propose_colour_share = { $who } : propose un échange de couleurs à { $seat }
dr-ev-propose_full_share = { $who } : propose une révélation complète mutuelle à { $seat }
dr-ev-propose_oath = { $who } : propose un serment du sang (échange de cartes) à { $seat }
dr-ev-cancel = { $who } : retire son offre à { $seat }
dr-ev-accept = { $who } : accepte l'offre de { $seat }
dr-ev-accept_convert = { $who } : accepte la bénédiction de { $seat } et se convertit
dr-ev-decline = { $who } : refuse l'offre de { $seat }
dr-ev-reveal_colour_private = { $who } : montre sa couleur à { $seat }
dr-ev-reveal_full_private = { $who } : montre sa carte à { $seat }
dr-ev-reveal_colour_public = { $who } : montre sa couleur à toute la pièce
dr-ev-reveal_full_public = { $who } : montre sa carte à toute la pièce
dr-ev-dismiss = { $who } : ferme la fenêtre d'options avec { $seat }
dr-ev-dismiss_pair = { $who } : ferme la fenêtre d'options de { $a } et { $b }
dr-ev-vote = { $who } : vote pour { $seat } comme général
dr-ev-abstain = { $who } : s'abstient
dr-ev-pass = { $who } : passe
dr-ev-designate = { $who } : désigne { $seat } comme émissaire
dr-ev-withdraw = { $who } : retire { $seat } de la liste des émissaires
dr-ev-done = { $who } : a terminé
dr-ev-attack = { $who } : attaque Guillaume
dr-ev-spare = { $who } : épargne Guillaume
dr-ev-nominate = { $who } : propose { $seat } comme général
dr-ev-point = { $who } : désigne { $seat } comme son général
dr-ev-point_none = { $who } : ne désigne personne
dr-ev-abdicate = { $who } : offre à { $seat } la charge de général
dr-ev-rally = { $who } : rejoint le ralliement { $colour ->
        [red] rouge
        [blue] bleu
        *[other] { $colour }
    }
dr-ev-number = { $who } : donne { $n } comme nombre historique
dr-ev-lieutenant = { $who } : nomme { $seat } lieutenant
dr-ev-demand_colour = { $who } : exige de { $seat } qu'il montre sa couleur à la pièce
dr-ev-substitute = { $who } : envoie { $seat } à sa place
dr-ev-viking = { $who } : regard du Viking : { $seat } lui montre sa carte
dr-ev-council = { $who } : conseil : désigne { $seat } pour l'immunité
dr-ev-tostig = { $who } : espion de Tostig : révélation forcée avec { $seat }
dr-ev-pilgrim_move = { $who } : pèlerin : passe dans l'autre pièce
dr-ev-send_back = { $who } : renvoie { $seat } d'où il vient
dr-ev-raid = { $who } : envoie { $seat } en raid dans l'autre pièce
dr-ev-decline_mission = { $who } : refuse la mission (reste)
dr-ev-relic = { $who } : réclame la Relique (révélation complète avec son porteur)
dr-ev-legate = { $who } : { $seat } est nommé légat du Pape
dr-ev-legate_move = { $who } : légat : passe dans l'autre pièce
dr-ev-zone = { $who } : passe en zone { $zone ->
        [port] Port
        [citadel] Citadelle
        [camp] Camp
        [tent] Tente royale
        [battlefield] Champ de bataille
        [village] Village
        *[other] { $zone }
    }
dr-ev-challenge = { $who } : défie { $seat } (révélation forcée)
dr-ev-silence = { $who } : réduit { $seat } au silence
dr-ev-power_autorite = { $who } : Autorité : révélation forcée avec { $seat }
dr-ev-power_pretre = { $who } : Confession : révélation forcée avec { $seat }
dr-ev-power_refus_royal = { $who } : refus royal : reste chez lui (révélation publique)
dr-ev-power_bretagne = { $who } : Alliance bretonne : emmène { $seat } (révélation publique)
dr-ev-power_sang_royal = { $who } : usurpe la charge de général (révélation publique)
dr-ev-power_troubadour = { $who } : chanson : annonce à la pièce ce que { $seat } lui a montré
dr-ev-power_tresorier = { $who } : corruption : lie le vote de { $seat } au sien
dr-ev-power_emissaire = { $who } : passe tout de suite dans l'autre pièce (révélation publique)
dr-ev-power_maitre_d_armes = { $who } : neutralise l'Armurier que { $seat } lui a montré
dr-ev-power_geolier = { $who } : { $vis ->
        [private] bloque l'émissaire { $seat } (carte montrée au général)
        *[public] bloque l'émissaire { $seat } (révélation publique)
    }
dr-ev-power_cartographe = { $who } : voit les cartes des autres émissaires (révélation publique)
dr-ev-power_saxon = { $who } : prend la place de la Dame : { $seat } montre sa carte (révélation publique)
dr-ev-power_commandant = { $who } : ajoute { $n } émissaire(s) (révélation publique)
dr-ev-power_moine = { $who } : copie la carte que { $seat } lui a montrée
dr-ev-power_pape = { $who } : offre une bénédiction à { $seat }
dr-ev-power_contrebandier = { $who } : envoie { $seat } dans l'autre pièce
dr-ev-power_navigateur = { $who } : { $phase ->
        [arrival_window] renvoie { $seat } d'où il vient (révélation publique)
        *[other] garde l'émissaire { $seat } (révélation publique)
    }
dr-ev-power_negociateur = { $who } : propose à { $seat } d'échanger leurs cartes
dr-ev-power_chancelier = { $who } : confirme { $seat } comme sujet
dr-ev-power_diplomate_royal = { $who } : conseil secret avec { $a } et { $b }
dr-ev-power_porte_etendard = { $who } : lève l'étendard : un ralliement (révélation publique)
dr-ev-power_diplomate_secret = { $who } : propose un traité à { $seat }
dr-ev-power_devin = { $who } : devine que { $seat } tient { $card } (révélation publique)
dr-ev-power_interprete = { $who } : se joint à la révélation de { $a } et { $b }
dr-ev-power_servant = { $who } : prend la place de l'émissaire { $seat } (révélation publique)
dr-ev-power_vagabond = { $who } : file dans l'autre pièce (révélation publique)
dr-ev-power_capitaine = { $who } : s'engage auprès de la carte que { $seat } lui a montrée
dr-ev-event-table = Événement historique { $n } : { $name }.
dr-ev-event = Le hasard tire l'événement { $n }.
dr-ev-legate-table = { $seat } est légat du Pape.
dr-ev-deal = { $seat } a reçu { $card }
dr-ev-deal-mine = Vous recevez : { $card }
dr-ev-shown_card-mine = Vous tenez désormais : { $card }

## Options (champs des options ; libellé, .desc, .<choix>)
dr-opt-rounds = Nombre de tours
dr-opt-rounds-desc = nombre de tours : 5 (standard) ou 3 (Partie rapide) ; un autre nombre demande la durée des négociations et les émissaires par tour, un pour chaque tour
dr-opt-negotiation_seconds = Durée des négociations (secondes)
dr-opt-negotiation_seconds-desc = secondes de la négociation de chaque tour, le 1er d'abord (désactivé : 300,240,180,120,60 ou 180,120,60)
dr-opt-envoy_table = Émissaires par tour
dr-opt-envoy_table-desc = émissaires désignés par chaque pièce à chaque tour, le 1er d'abord (désactivé : la table TRAAB pour N)
dr-opt-historic = Mode Historique
dr-opt-historic-desc = Mode Historique : un événement historique est tiré à chaque tour
dr-opt-setup_seconds = Mise en place (secondes)
dr-opt-setup_seconds-desc = horloge : secondes pour les réponses de mise en place avant le tirage des couleurs manquantes
dr-opt-election_seconds = Élection (secondes)
dr-opt-election_seconds-desc = horloge : secondes pour l'élection avant que les bulletins manquants comptent comme abstentions
dr-opt-usurp_seconds = Usurpation (secondes)
dr-opt-usurp_seconds-desc = horloge : secondes pour la fenêtre d'usurpation des Sang Royal
dr-opt-lieutenant_seconds = Lieutenant, événement 7 (secondes)
dr-opt-lieutenant_seconds-desc = horloge : secondes pour que les Généraux nomment un Lieutenant (événement 7)
dr-opt-designation_seconds = Désignation (secondes)
dr-opt-designation_seconds-desc = horloge : secondes pour désigner les émissaires avant que le hasard complète la liste
dr-opt-traitors_seconds = Bal des traîtres, événement 12 (secondes)
dr-opt-traitors_seconds-desc = horloge : secondes pour que les émissaires désignent un remplaçant (événement 12)
dr-opt-pre_departure_seconds = Avant le départ (secondes)
dr-opt-pre_departure_seconds-desc = horloge : secondes pour les réactions à la désignation
dr-opt-crossing_seconds = Traversée (secondes)
dr-opt-crossing_seconds-desc = horloge : secondes pour les serments de la traversée (événement 23 ; sinon elle est automatique)
dr-opt-arrival_window_seconds = Après les arrivées (secondes)
dr-opt-arrival_window_seconds-desc = horloge : secondes pour les réactions aux arrivées (Navigateur, événement 17)
dr-opt-end_decisions_seconds = Attaquer ou épargner (secondes)
dr-opt-end_decisions_seconds-desc = horloge : secondes pour que les attaquants attaquent ou épargnent
dr-opt-raid_seconds = Raids côtiers, événement 19 (secondes)
dr-opt-raid_seconds-desc = horloge : secondes avant le rappel d'un pillard de l'événement 19
dr-opt-post_reveal_seconds = Fenêtre d'options (secondes)
dr-opt-post_reveal_seconds-desc = horloge : secondes avant que le client d'un joueur ferme sa fenêtre d'options après une révélation complète
dr-opt-join_seconds = Fenêtre de l'Interprète (secondes)
dr-opt-join_seconds-desc = horloge : secondes avant que le client de l'Interprète ferme sa fenêtre pour se joindre
dr-opt-offer_seconds = Réponse à une offre (secondes)
dr-opt-offer_seconds-desc = horloge : secondes avant que le client de la cible décline une offre
dr-opt-early_end = Fin anticipée des phases
dr-opt-early_end-desc = une phase se termine dès que tous ses joueurs ont fini (faux : seule l'horloge la termine)
dr-opt-max_negotiation_actions_per_player = Actions de négociation par joueur
dr-opt-max_negotiation_actions_per_player-desc = une négociation se termine après N fois ce nombre d'actions en tout
dr-opt-max_phase_actions_per_player = Autres phases : actions par joueur
dr-opt-max_phase_actions_per_player-desc = toute autre phase de décision se termine après N fois ce nombre d'actions en tout
dr-opt-room_split = Répartition entre les pièces
dr-opt-room_split-desc = les joueurs sont répartis au hasard entre les deux pièces, ou selon l'option Pièces
dr-opt-room_split-random = au hasard
dr-opt-room_split-manual = à la main (option Pièces)
dr-opt-rooms = Pièces (répartition à la main)
dr-opt-rooms-desc = pour une répartition à la main : la pièce de chaque joueur, N (Normandie) ou E (Angleterre), dans l'ordre des places
dr-opt-rooms-N = Normandie
dr-opt-rooms-E = Angleterre
dr-opt-custom_deck = Paquet sur mesure
dr-opt-custom_deck-desc = les N cartes en jeu (1 et 2 comprises, autant de chaque couleur que le paquet standard)
dr-opt-player_ages = Âge des joueurs
dr-opt-player_ages-desc = l'âge de chaque joueur, dans l'ordre des places : le conseil de l'événement 14 réunit les deux aînés (désactivé : le hasard)
dr-opt-election_mode = Choix du général
dr-opt-election_mode-desc = le Général est élu par un vote à chaque tour, ou est un chef permanent (TRAAB)
dr-opt-election_mode-end_of_round_vote = un vote à chaque tour
dr-opt-election_mode-standing_leader = un chef permanent
dr-opt-allow_self_vote = Voter pour soi
dr-opt-allow_self_vote-desc = un joueur peut voter pour lui-même
dr-opt-revisable_ballots = Changer de bulletin
dr-opt-revisable_ballots-desc = un nouveau bulletin remplace le précédent jusqu'à la clôture de l'élection
dr-opt-binding_conflict = Trésorier : bulletin lié deux fois
dr-opt-binding_conflict-desc = quelle contrainte du Trésorier s'applique quand un bulletin est lié deux fois
dr-opt-binding_conflict-latest = le dernier lien compte
dr-opt-binding_conflict-first = le premier lien compte
dr-opt-room_sees_occurrences = La pièce voit les révélations
dr-opt-room_sees_occurrences-desc = la pièce voit qu'une révélation a eu lieu, entre qui, et sa classe
dr-opt-occurrence_detail = Ce que les témoins voient d'une révélation
dr-opt-occurrence_detail-desc = les témoins voient la classe d'une révélation (couleur, complète, groupe) ou son type
dr-opt-occurrence_detail-class = sa classe (couleur, complète, groupe)
dr-opt-occurrence_detail-kind = son type exact
dr-opt-window_close = Fermeture de la fenêtre d'options
dr-opt-window_close-desc = une fenêtre d'options se ferme à la révélation suivante de son titulaire, ou à la fin de la négociation
dr-opt-window_close-next_reveal = à la révélation suivante
dr-opt-window_close-phase_end = à la fin de la négociation
dr-opt-reset_counters_on_transfer = Remise à zéro des compteurs d'usage
dr-opt-reset_counters_on_transfer-desc = les compteurs d'usage repartent à zéro à chaque transfert de carte, ou seulement pour le Faussaire et le Négociateur
dr-opt-reset_counters_on_transfer-all = à chaque transfert de carte
dr-opt-reset_counters_on_transfer-faussaire_and_negociateur = Faussaire et Négociateur seulement
dr-opt-espion_claim = Couleur annoncée par l'Espion
dr-opt-espion_claim-desc = la couleur annoncée par l'Espion est permanente, ou choisie à chaque révélation forcée
dr-opt-espion_claim-standing = permanente
dr-opt-espion_claim-per_reveal = choisie à chaque révélation forcée
dr-opt-espion_count = Points de l'Espion
dr-opt-espion_count-desc = l'Espion gagne 0,5 par partenaire distinct, ou par révélation complète
dr-opt-espion_count-distinct_players = par partenaire distinct
dr-opt-espion_count-every_reveal = par révélation complète
dr-opt-troubadour_count = Points du Troubadour
dr-opt-troubadour_count-desc = le Troubadour gagne 1 une fois par personnage principal, ou à chaque révélation complète avec l'un d'eux
dr-opt-troubadour_count-distinct_principals = une fois par personnage principal
dr-opt-troubadour_count-every_reveal = à chaque révélation complète
dr-opt-tresorier_target = Cible du Trésorier
dr-opt-tresorier_target-desc = le Trésorier peut lier une carte qui n'est pas seulement rouge, ou un joueur non normand
dr-opt-tresorier_target-printed_not_red = une carte qui n'est pas seulement rouge
dr-opt-tresorier_target-allegiance_not_norman = un joueur non normand
dr-opt-devin_guess = Ce que devine le Devin
dr-opt-devin_guess-desc = le Devin devine un numéro de carte, ou un nom de personnage
dr-opt-devin_guess-card_number = un numéro de carte
dr-opt-devin_guess-character_name = un nom de personnage
dr-opt-mda_duration = Blocage du Maître d'Armes
dr-opt-mda_duration-desc = le Maître d'Armes bloque l'Armurier jusqu'à leur première séparation, ou chaque fois qu'ils sont ensemble
dr-opt-mda_duration-until_first_separation = jusqu'à leur première séparation
dr-opt-mda_duration-whenever_together = chaque fois qu'ils sont ensemble
dr-opt-impossible_reveal = Révélation imposée impossible
dr-opt-impossible_reveal-desc = une révélation imposée impossible montre un substitut, ou rien
dr-opt-impossible_reveal-substitute = un substitut est montré
dr-opt-impossible_reveal-nothing = rien n'est montré
dr-opt-emissary_event_immunity = Émissaires et événements
dr-opt-emissary_event_immunity-desc = les Émissaires sont immunisés contre les capacités d'événement qui les visent, ou contre aucune
dr-opt-emissary_event_immunity-targeted_actions = protégés des capacités qui les visent
dr-opt-emissary_event_immunity-none = pas immunisés
dr-opt-companion_consent = Le compagnon du Duc de Bretagne doit accepter
dr-opt-companion_consent-desc = le compagnon du Duc de Bretagne doit accepter
dr-opt-silence_mode = Silence, événement 4
dr-opt-silence_mode-desc = le silence de l'événement 4 est imposé par les clients, ou par l'hôte
dr-opt-silence_mode-client = imposé par les écrans
dr-opt-silence_mode-moderated = imposé par l'hôte
dr-opt-event_draw = Tirage de l'événement historique
dr-opt-event_draw-desc = tirage de l'événement historique : somme des nombres 1-14 des Généraux, uniforme 1-28, ou 0-14
dr-opt-event_draw-generals_sum = somme des Généraux (1-14)
dr-opt-event_draw-uniform_1_28 = au hasard de 1 à 28
dr-opt-event_draw-generals_0_14 = somme des Généraux (0-14)
dr-opt-fallback = Si aucun camp ne gagne
dr-opt-fallback-desc = quand aucune condition de victoire n'est remplie, les Anglais gagnent, ou personne
dr-opt-fallback-english = les Anglais gagnent
dr-opt-fallback-none = personne ne gagne
dr-opt-majority_requires_guillaume_in_E = Majorité normande : Guillaume en Angleterre
dr-opt-majority_requires_guillaume_in_E-desc = la victoire par majorité normande exige Guillaume en Angleterre
dr-opt-majority_requires_harold = Majorité normande : Harold en Angleterre
dr-opt-majority_requires_harold-desc = la victoire par majorité normande exige Harold en Angleterre
dr-opt-majority_measure = Majorité normande
dr-opt-majority_measure-desc = une majorité normande dépasse les Anglais, ou plus de la moitié de l'Angleterre
dr-opt-majority_measure-normans_vs_english = plus de Normands que d'Anglais
dr-opt-majority_measure-more_than_half_of_room = plus de la moitié de l'Angleterre
dr-opt-berserker_count = Le Berserker compte les camps par
dr-opt-berserker_count-desc = le Berserker compte les camps par allégeance, ou par couleur imprimée
dr-opt-berserker_count-allegiance = allégeance
dr-opt-berserker_count-printed_colour = couleur imprimée
dr-opt-killer_points = Points après un assassinat
dr-opt-killer_points-desc = après un assassinat la carte du tueur marque 6, ou toujours celle de l'Assassin
dr-opt-killer_points-to_killer = la carte du tueur marque 6
dr-opt-killer_points-fixed_by_card = la carte de l'Assassin marque 6
dr-opt-peace_requires_alive = Paix du Pape : Guillaume vivant
dr-opt-peace_requires_alive-desc = la paix du Pape exige que Guillaume soit vivant
dr-opt-follower_points = Points des fidèles de la Papauté
dr-opt-follower_points-desc = les fidèles de la Papauté marquent 6 ou 5 selon la tranche en cas de paix, ou 5 partout
dr-opt-follower_points-band_table = 6 ou 5 selon la tranche
dr-opt-follower_points-five_everywhere = 5 partout

## La page (web/static/games/deux_rois.js) : titres, boutons et aides (dr.w.*)
dr-w-countdown_title = Temps restant dans cette phase
dr-w-over = Partie terminée
dr-w-round = Tour { $round }/{ $rounds }
dr-w-round_short = Tour { $round }
dr-w-setup = Mise en place
dr-w-ready_colour = prêt : { $colour }
dr-w-end_phase = Fin de la phase
dr-w-extend = +{ $n } s
dr-w-dismiss_pair = fermer la fenêtre de traduction sur { $a } et { $b }
dr-w-show_role = Voir mon rôle
dr-w-hide_role = Cacher mon rôle
dr-w-role = Mon rôle
dr-w-copy = copie : { $card }
dr-w-banked = Points acquis : { $n }
dr-w-facts = Ce que vous savez
dr-w-stale = Le plus récent par joueur ; peut être périmé, les cartes changent de mains.
dr-w-fact_card = { $who } ({ $how }) :
dr-w-fact_colour = { $who } ({ $how }) : couleur
dr-w-how-shown = vu en privé
dr-w-how-public = révélé à la pièce
dr-w-propose_colour_share = Proposer un échange de couleurs
dr-w-propose_full_share = Proposer un échange de cartes
dr-w-reveal_colour_private = Lui montrer ma couleur
dr-w-reveal_full_private = Lui montrer ma carte
dr-w-dismiss = Fermer la fenêtre d'options
dr-w-devin_guess = Deviner : { $card }
dr-w-offer_in = offre reçue
dr-w-offer_out = votre offre
dr-w-window = fenêtre
dr-w-present = Présents en { $room }
dr-w-with = Avec { $who } :
dr-w-count = ({ $n ->
        [one] { $n } présent
       *[other] { $n } présents
    })
dr-w-tap_player = Touchez un joueur pour les actions avec lui.
dr-w-other_room = En { $room } ({ $n })
dr-w-no_rooms = Les pièces ne sont pas encore tirées.
dr-w-offers = Offres
dr-w-offer_from = { $who } vous propose : { $what }
dr-w-offer_to = Votre offre à { $who } : { $what }
dr-w-accept = Accepter
dr-w-accept_convert = ✓ Accepter et se convertir
dr-w-decline = Refuser
dr-w-cancel = Retirer mon offre
dr-w-vote_title = Élection du Général
dr-w-vote_hint = Un bouton par candidat de votre pièce, ou l'abstention.
dr-w-abstain = S'abstenir
dr-w-designate_title = Désignation des émissaires
dr-w-designate_hint = Vous êtes le Général : choisissez qui part en mission diplomatique, puis « Terminé ».
dr-w-designation_done = Terminé
dr-w-end_title = Décision finale
dr-w-end_hint = Toutes les cartes sont révélées : tentez-vous l'assassinat de Guillaume ?
dr-w-powers = Vos pouvoirs
dr-w-actions = Actions
dr-w-prompt_setup = Regardez votre rôle, puis dites que vous êtes prêt.
dr-w-prompt_negotiation = Négociation : montrez-vous vos cartes, puis « prêt ».
dr-w-prompt_election = Votez pour le Général de votre pièce.
dr-w-prompt_usurp = Fenêtre d'usurpation.
dr-w-prompt_designation = Désignez les émissaires.
dr-w-prompt_pre_departure = Avant le départ : réagissez ou dites « terminé ».
dr-w-prompt_arrival = Après l'arrivée : réagissez ou dites « terminé ».
dr-w-prompt_end = Décision finale.
dr-w-host_hint = Écran de l'hôte : vous pouvez clore la phase avant l'horloge, ou lui donner du temps.
dr-w-crossings = Traversées
dr-w-people = Les joueurs
dr-w-missing = { $n ->
        [0] Tout le monde est là
        [one] { $n } personne manque
       *[other] { $n } personnes manquent
    }
dr-w-opened = { $n ->
        [0] Personne n'a encore ouvert son lien
        [one] { $n } sur { $total } a ouvert son lien
       *[other] { $n } sur { $total } ont ouvert leur lien
    }
dr-w-p_here = là
dr-w-p_away = absent·e un instant
dr-w-p_gone = parti·e
dr-w-p_never = lien pas encore ouvert
dr-w-p_standin = un bot joue à sa place
dr-w-no_crossing = Personne n'a encore changé de pièce.
dr-w-prot_none = Protection Divine : absente de la pièce de Guillaume.
dr-w-prot_active = Protection Divine : active.
dr-w-prot_cancelled = Protection Divine : annulée par le Chaman.
dr-w-no_guillaume = Guillaume n'est pas en jeu : pas d'attaque.
dr-w-att_noq = Attaque de { $card } : ne remplit pas les conditions.
dr-w-att_nip = Attaque de { $card } : carte pas en jeu.
dr-w-att_protected = Attaque de { $card } : échoue (protection).
dr-w-att_killed = Attaque de { $card } : Guillaume est tué.
dr-w-att_nomaj = Attaque de { $card } : échoue (pas de majorité anglaise).
dr-w-att_dead = Attaque de { $card } : pas faite (Guillaume déjà mort).
dr-w-att_yes = { $card } attaque ({ $how }).
dr-w-att_spare = { $card } épargne Guillaume ({ $how }).
dr-w-check_title = Vérification de la victoire, pas à pas
dr-w-points_title = Cartes et points
dr-w-player = Joueur
dr-w-you_moved = Vous voici en { $room }.
dr-w-why-team = camp vainqueur
dr-w-why-bonus = bonus
dr-w-why-killer = a tué Guillaume
dr-w-why-banked = points acquis en cours de partie
dr-w-why-faussaire = tient le Faussaire
dr-w-why-treaty = traité de paix
dr-w-why-follower = fidèle du Pape
dr-w-why-subject = sujet de la France
dr-w-why-in_guillaume_s_room = dans la pièce de Guillaume
dr-w-why-decisive_room = pièce décisive
dr-w-why-pilgrimage = pèlerinage
dr-w-why-attempt_with_3_in_guillaume_s_room = attaque contre Guillaume en présence de la Protection Divine
dr-w-devin_tap = Touchez un joueur de votre pièce pour deviner sa carte.
dr-w-card_room = Carte, pièce
dr-w-ready_frozen = Vous êtes prêt : vous ne pouvez plus répondre avant la fin de la négociation.
dr-w-points = Points
dr-w-goal = But :
dr-w-power = Pouvoir :
dr-w-power_details = Le détail des pouvoirs
dr-w-window_legend = après une révélation avec ce joueur, vous pouvez utiliser un pouvoir sur lui (touchez-le) ou fermer cette fenêtre.
dr-w-end-setup = Clore la mise en place
dr-w-end-negotiation = Clore la négociation
dr-w-end-election = Clore l'élection
dr-w-end-usurp = Clore la fenêtre d'usurpation
dr-w-end-designation = Clore la désignation
dr-w-end-pre_departure = Clore la phase avant le départ
dr-w-end-arrival_window = Clore la phase après l'arrivée
dr-w-end-end_decisions = Clore les décisions finales
dr-w-end-lieutenant = Clore la phase du lieutenant
dr-w-end-event_draw = Clore le tirage de l'événement
dr-w-end-traitors = Clore la phase des traîtres
dr-w-end-crossing = Clore la traversée
dr-w-att_count = { $card } : { $e } Anglais contre { $n } Normands en { $room }.
dr-w-decided-chosen = par choix de son joueur
dr-w-decided-default = par défaut, selon son camp
dr-w-why-as = carte { $card }
dr-w-why-pledged = Capitaine engagé auprès de { $card }
dr-w-why-with = avec { $card }
dr-w-won-home = Les Normands gagnent : Guillaume finit chez lui, en Normandie.
dr-w-won-majority = Les Normands gagnent : majorité normande en Angleterre.
dr-w-won-retained = Les Anglais gagnent : Guillaume est retenu en Angleterre.
dr-w-won-assassination = Les Anglais gagnent : Guillaume est assassiné.
dr-w-won-english_default = Les Anglais gagnent (aucune autre condition n'est remplie).
dr-w-won-france = La France l'emporte : une majorité de sujets.
dr-w-won-peace = Le Pape l'emporte : la paix.
dr-w-won-none = Personne ne gagne.
dr-w-winners = Gagnants : { $names }.
dr-w-propose_oath = Proposer un serment du sang (échange de cartes)
dr-pitch = Deux pièces, la Normandie et l'Angleterre, des rôles secrets : on se montre ses cartes, chaque pièce élit son Général, qui désigne les émissaires envoyés de l'autre côté. Normands, Anglais et neutres gagnent chacun à leur façon.
dr-w-score_part = { $seat } ({ $card }) : { $delta } ({ $why })
dr-w-score_total = { $seat } ({ $card }) : { $total } au total
dr-w-part = { $delta } ({ $why })
