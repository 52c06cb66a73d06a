"""CRF-free slot tagger over padded utterances: the (N, T) padding mask expanded and `broadcast_like` the (N, T, K) slot logits, pads set to zero by `F.where`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5), (2, 6)]


class MaskedTagger(HybridBlock):
    def __init__(self, emb=5, slots=7, **kwargs):
        super(MaskedTagger, self).__init__(**kwargs)
        with self.name_scope():
            self.hidden = nn.Dense(8, activation="relu", flatten=False, in_units=emb)
            self.slot = nn.Dense(slots, flatten=False, in_units=8)

    def hybrid_forward(self, F, tokens, mask):
        logits = self.slot(self.hidden(tokens))
        valid = F.broadcast_like((mask > 0).expand_dims(-1), logits)
        return F.where(valid, logits, F.zeros_like(logits))


Net = MaskedTagger
