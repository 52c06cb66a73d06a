"""GluonNLP's `select_vectors_by_position`: batch indices from `contrib.arange_like(positions, axis=0)` broadcast against the (N, P) positions, stacked with them and gathered by `F.gather_nd` from the (N, L, d) sequence."""
import numpy as np
from mxnet.gluon import HybridBlock, nn


def select_vectors_by_position(F, data, positions):
    positions = positions.astype("int32")
    batch_idx = F.broadcast_add(F.contrib.arange_like(positions, axis=0).expand_dims(1).astype("int32"),
                                F.zeros_like(positions))
    return F.gather_nd(data, F.stack(batch_idx, positions, axis=0))


INPUTS = [(2, 6, 8)]


class PositionSelector(HybridBlock):
    def __init__(self, units=8, vocab=10, positions=((1, 4, 5), (0, 2, 3)), **kwargs):
        super(PositionSelector, self).__init__(**kwargs)
        with self.name_scope():
            self.positions = self.params.get_constant("positions", np.array(positions, dtype="float32"))
            self.decoder = nn.Dense(vocab, in_units=units, flatten=False)

    def hybrid_forward(self, F, seq, positions):
        return F.log_softmax(self.decoder(select_vectors_by_position(F, seq, positions)), axis=-1)


Net = PositionSelector
