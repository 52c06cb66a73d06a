"""BERT MLM masked-position gather that turns the positions into python integers with `.asnumpy()` and builds flat indices with numpy before `F.take`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 7, 8), (3, 2)]


class NumpyMaskedGather(HybridBlock):
    def __init__(self, units=8, seq_len=7, **kwargs):
        super().__init__(**kwargs)
        self._seq_len = seq_len
        with self.name_scope():
            self.encoder = nn.Dense(units, flatten=False, activation="tanh", in_units=8)

    def hybrid_forward(self, F, seq, masked):
        encoded = self.encoder(seq).reshape((-3, 0))
        positions = F.floor((masked + 1) * 0.5 * (self._seq_len - 1)).asnumpy().astype("int64")
        flat = positions + np.arange(positions.shape[0])[:, None] * self._seq_len
        return F.take(encoded, F.array(flat.reshape(-1)))


Net = NumpyMaskedGather
