"""Region encoder that folds the regions into the batch with reshape code -3, runs a flattening Dense, and unfolds with -4 and the region count given to the constructor; question lifted with `reshape((0, 1, -1))` and fused by `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 10), (2, 8)]


class Net(HybridBlock):
    def __init__(self, v_dim=10, dim=8, num_regions=9, num_answers=4, **kwargs):
        super().__init__(**kwargs)
        self.num_regions = num_regions
        with self.name_scope():
            self.v_proj = nn.Dense(dim, activation="relu", in_units=v_dim)
            self.head = nn.Dense(num_answers, in_units=dim)

    def hybrid_forward(self, F, v, q):
        flat = self.v_proj(v.reshape((-3, 0)))                          # (N*K, dim)
        regions = flat.reshape((-4, -1, self.num_regions, 0))           # (N, K, dim)
        joint = F.broadcast_mul(regions, q.reshape((0, 1, -1)))
        return self.head(F.mean(joint, axis=1))
