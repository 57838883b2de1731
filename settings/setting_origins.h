// Where each setting's value came from ("--rules", "drawbridge.toml:3"), so that an error
// found later, such as an unknown edition, can name the place the user wrote it.
#pragma once

#include <map>
#include <string>

namespace drawbridge {

using SettingOrigins = std::map<std::string, std::string>;  // key (underscores) -> where

}  // namespace drawbridge
