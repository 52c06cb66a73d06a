"""BERT MLM masked-position gather (GluonNLP style): batch indices by `contrib.arange_like` reshaped and `broadcast_like` the positions, stacked into `gather_nd` coordinates over the encoded sequence."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 7, 8), (3, 2)]


class MaskedGather(HybridBlock):
    def __init__(self, units=8, seq_len=7, **kwargs):
        super().__init__(**kwargs)
        self._seq_len = seq_len
        with self.name_scope():
            self.encoder = nn.Dense(units, flatten=False, activation="tanh", in_units=8)

    def hybrid_forward(self, F, seq, masked):
        encoded = self.encoder(seq)
        positions = F.floor((masked + 1) * 0.5 * (self._seq_len - 1))
        batch_idx = F.contrib.arange_like(positions, axis=0).reshape((-1, 1))
        batch_idx = F.broadcast_like(batch_idx, positions)
        return F.gather_nd(encoded, F.stack(batch_idx, positions, axis=0))


Net = MaskedGather
