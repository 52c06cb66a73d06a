"""LinUCB head adding the (N, 1) confidence bonus to the (N, K) arm means by a plain `+`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class LinUCBHead(HybridBlock):
    def __init__(self, dim=6, num_arms=3, alpha=0.5, **kwargs):
        super().__init__(**kwargs)
        self.alpha = alpha
        with self.name_scope():
            self.mean = nn.Dense(num_arms, in_units=dim)
            self.a_inv = self.params.get_constant("a_inv", np.eye(dim, dtype="float32") * 0.5)

    def hybrid_forward(self, F, ctx, a_inv):
        mu = self.mean(ctx)
        bonus = F.sqrt(F.sum(F.dot(ctx, a_inv) * ctx, axis=1, keepdims=True))
        return mu + self.alpha * bonus


Net = LinUCBHead
