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
dr-a-zone = passer en zone { $zone }
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
dr-p-devin = deviner que { $who } tient{" "}
dr-p-devin_tail = {" "}(révélation publique)
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
