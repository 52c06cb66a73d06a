"""ELECTRA discriminator loss per token (N, L) weighted by per-sequence weights given as (N,) and made (N, 1) by `expand_dims`, multiplied with a plain `*` (eagerly broadcast, traced elementwise on different shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 6), (2,)]


class WeightedRTDLoss(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(WeightedRTDLoss, self).__init__(**kwargs)
        with self.name_scope():
            self.disc = nn.Dense(1, in_units=units, flatten=False)

    def hybrid_forward(self, F, hidden, label_raw, seq_weight):
        labels = (label_raw > 0)
        logits = self.disc(hidden).reshape((0, -1))
        per_token = F.relu(logits) - logits * labels + F.log(1 + F.exp(-F.abs(logits)))
        weights = F.sigmoid(seq_weight).expand_dims(1)
        return (per_token * weights).mean(axis=1)


Net = WeightedRTDLoss
