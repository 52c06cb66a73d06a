"""Point Transformer transition down taking the sampled points by a legacy subscript with a python index list, `p[:, self.sample_idx]` (PyTorch's `xyz[:, fps_idx]`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 3), (2, 8, 4)]


class SubscriptTransitionDown(HybridBlock):
    def __init__(self, num_points=8, stride=2, channels=4, **kwargs):
        super().__init__(**kwargs)
        self.sample_idx = list(range(0, num_points, stride))
        with self.name_scope():
            self.mlp = nn.Dense(channels, flatten=False, activation="relu")

    def hybrid_forward(self, F, p, feats):
        centres = p[:, self.sample_idx]
        return centres, self.mlp(feats[:, self.sample_idx])


Net = SubscriptTransitionDown
