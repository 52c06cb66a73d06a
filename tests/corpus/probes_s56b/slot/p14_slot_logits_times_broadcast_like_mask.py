"""Slot tagger zeroing the pad positions by a plain `*` of the (N, T, K) logits with the mask expanded and `broadcast_like` the logits (equal shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5), (2, 6)]


class MaskedTagger(HybridBlock):
    def __init__(self, emb=5, slots=7, **kwargs):
        super(MaskedTagger, self).__init__(**kwargs)
        with self.name_scope():
            self.slot = nn.Dense(slots, flatten=False, in_units=emb)

    def hybrid_forward(self, F, tokens, mask):
        logits = self.slot(tokens)
        keep = F.broadcast_like(F.expand_dims(mask > 0, axis=-1), logits)
        return logits * keep


Net = MaskedTagger
