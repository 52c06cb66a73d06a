"""ELECTRA masked-position gather through a module-level helper ported from PyTorch: `batch, seq_len, units = seq.shape` inside `gather_positions(F, seq, positions)`, which flat-indexes with `F.take`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn


def gather_positions(F, seq, positions):
    batch, seq_len, units = seq.shape
    offsets = F.arange(batch).reshape((-1, 1)) * seq_len
    flat = F.take(seq.reshape((-1, units)), F.broadcast_add(positions, offsets).reshape((-1,)), axis=0)
    return flat.reshape((batch, -1, units))


INPUTS = [(2, 6, 8)]


class HelperGather(HybridBlock):
    def __init__(self, units=8, vocab=10, positions=((1, 4), (0, 2)), **kwargs):
        super(HelperGather, self).__init__(**kwargs)
        with self.name_scope():
            self.positions = self.params.get_constant("positions", np.array(positions, dtype="float32"))
            self.decoder = nn.Dense(vocab, in_units=units, flatten=False)

    def hybrid_forward(self, F, seq, positions):
        return self.decoder(gather_positions(F, seq, positions))


Net = HelperGather
