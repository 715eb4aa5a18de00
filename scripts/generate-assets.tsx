console.log("assets: none yet")
