"""Looking cards up in the catalog."""

from __future__ import annotations

import pytest

from rokugan.catalog.cards import CardFacts
from rokugan.catalog.ccg_catalog import AmbiguousCard, Catalog, UnknownCard


def test_builtin_is_loaded_once(catalog: Catalog) -> None:
    assert Catalog.builtin() is catalog
    assert len(catalog) == len(catalog.all()) > 3500


def test_find_ignores_case_and_typographic_quotes(catalog: Catalog) -> None:
    soul = catalog.get("a-samurais-soul")
    assert catalog.find("a samurai's soul") is soul
    assert catalog.find("A Samurai\u2019s  Soul ") is soul
    assert catalog.find("HIDA KISADA (EMPEROR)").id == "hida-kisada-emperor"


def test_unknown_title_lists_candidates(catalog: Catalog) -> None:
    with pytest.raises(UnknownCard) as err:
        catalog.find("Hida Kisada")
    assert "Hida Kisada (Emperor)" in err.value.suggestions
    assert "Hida Kisada, the Little Bear - exp" in str(err.value)
    with pytest.raises(UnknownCard, match="School of Wizardry"):
        catalog.find("School of Wizardy")
    with pytest.raises(UnknownCard):
        catalog.get("no-such-card")


def test_ambiguous_title_lists_candidates() -> None:
    cards = [
        CardFacts(id="a-1", title="Twin", type="strategy", deck="fate"),
        CardFacts(id="a-2", title="twin", type="strategy", deck="fate"),
    ]
    small = Catalog(cards)
    with pytest.raises(AmbiguousCard) as err:
        small.find("TWIN")
    assert {c.id for c in err.value.candidates} == {"a-1", "a-2"}
    assert "a-1" in str(err.value) and "a-2" in str(err.value)


def test_two_sided_stronghold_answers_with_front(catalog: Catalog) -> None:
    front = catalog.find("The Golden Plains of the Unicorn")
    assert front.back_of is None
    back = catalog.back(front.id)
    assert back is not None and back.province_strength == 8 and catalog.get(back.id) is back


def test_legal_in(catalog: Catalog) -> None:
    ivory = catalog.legal_in("ivory")
    assert all("ivory" in c.legality for c in ivory)
    assert catalog.find("Iron Mine") in ivory
    assert catalog.find("Hida Kisada (Emperor)") not in ivory
    assert catalog.legal_in("no-such-format") == []
