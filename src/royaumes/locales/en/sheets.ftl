## Score sheets (issue 22): what every game's sheet says.

sheet-total = Total: { $points }
sheet-error-people = { $game } is played by { $min } to { $max } players, not { $n }
sheet-error-options = bad options: { $message }
sheet-error-malformed = not an entry of this sheet: { $problems }
sheet-error-game = no score sheet for { $game }
sheet-error-finished = the game is over: no entry after its end
sheet-error-entry = entry { $n }: { $message }
sheet-error-nothing_to_undo = nothing to undo
sheet-error-no_entry = no entry { $entry } to correct
sheet-error-same_name = two people of a sheet cannot have the same name
sheet-yes = yes
sheet-no = no
