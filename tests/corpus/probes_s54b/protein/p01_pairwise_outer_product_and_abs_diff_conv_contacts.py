"""Contact predictor: residue features `(N, L, D)` expanded on axes 2 and 1, outer product and absolute difference by `F.broadcast_mul` / `F.broadcast_sub`, a 2-D conv head over the pair map, logits symmetrised with their transpose."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class PairwiseContacts(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super(PairwiseContacts, self).__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(dim, flatten=False)
            self.conv = nn.Conv2D(1, kernel_size=3, padding=1)

    def hybrid_forward(self, F, seq):
        h = self.embed(seq)
        hi, hj = h.expand_dims(axis=2), h.expand_dims(axis=1)
        pair = F.concat(F.broadcast_mul(hi, hj), F.abs(F.broadcast_sub(hi, hj)), dim=3)
        logits = self.conv(pair.transpose((0, 3, 1, 2))).reshape((0, -3, 0))
        return 0.5 * (logits + logits.transpose((0, 2, 1)))


Net = PairwiseContacts
