## Feuilles de score (issue 22) : ce que dit la feuille de chaque jeu.

sheet-total = Total : { $points }
sheet-error-people = { $game } se joue de { $min } à { $max } joueurs, pas { $n }
sheet-error-options = options refusées : { $message }
sheet-error-malformed = ce n’est pas une saisie de cette feuille : { $problems }
sheet-error-game = pas de feuille de score pour { $game }
sheet-error-finished = la partie est finie : plus de saisie après sa fin
sheet-error-entry = saisie { $n } : { $message }
sheet-error-nothing_to_undo = rien à annuler
sheet-error-no_entry = pas de saisie { $entry } à corriger
sheet-error-same_name = deux personnes d’une même feuille ne peuvent pas avoir le même nom
sheet-yes = oui
sheet-no = non
