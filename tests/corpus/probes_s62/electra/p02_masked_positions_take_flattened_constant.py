"""ELECTRA masked-token gather: the encoder output (N, L, d) flattened by `reshape((-1, d))`, the masked positions (configured batch and positions, made flat with numpy) held as a constant and gathered by `F.take`, reshaped back to (N, P, d) with a -1 code."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class MaskedGather(HybridBlock):
    def __init__(self, batch_size=2, seq_len=6, units=8, positions=((1, 4), (0, 2)), vocab=10, **kwargs):
        super(MaskedGather, self).__init__(**kwargs)
        self._d = units
        self._p = len(positions[0])
        flat = (np.arange(batch_size)[:, None] * seq_len + np.array(positions)).reshape(-1)
        with self.name_scope():
            self.flat_pos = self.params.get_constant("flat_pos", flat.astype("float32"))
            self.decoder = nn.Dense(vocab, in_units=units, flatten=False)

    def hybrid_forward(self, F, seq, flat_pos):
        picked = F.take(seq.reshape((-1, self._d)), flat_pos, axis=0)
        return self.decoder(picked.reshape((-1, self._p, self._d)))


Net = MaskedGather
