"""SimCLR NT-Xent on the concatenated 2N batch: cosine similarities by `dot(z, z, transpose_b=True)` over the temperature, the diagonal removed by a large negative constant and the positives picked by a (2N, 2N) mask built once with numpy for the configured batch size and held as constants."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 16), (4, 16)]


class NTXentLoss(HybridBlock):
    def __init__(self, batch_size=4, in_units=16, out_dim=8, temperature=0.5, **kwargs):
        super(NTXentLoss, self).__init__(**kwargs)
        self._t = temperature
        n2 = 2 * batch_size
        eye = np.eye(n2, dtype="float32")
        positives = np.roll(eye, batch_size, axis=1)
        with self.name_scope():
            self.proj = nn.Dense(out_dim, in_units=in_units)
            self.self_mask = self.params.get_constant("self_mask", eye * -1e9)
            self.pos_mask = self.params.get_constant("pos_mask", positives)

    def hybrid_forward(self, F, x1, x2, self_mask, pos_mask):
        z = F.L2Normalization(self.proj(F.concat(x1, x2, dim=0)), mode="instance")
        sim = F.dot(z, z, transpose_b=True) / self._t + self_mask
        log_prob = F.log_softmax(sim, axis=1)
        return -(log_prob * pos_mask).sum(axis=1).mean()


Net = NTXentLoss
