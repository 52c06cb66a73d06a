"""GluonTS-style weighted average of the loss over observed steps in numpy mode, with the time features sliced `feat[:, -ctx:]` (numpy-mode slices hybridize)."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 9, 3), (2, 9), (2, 9)]


@use_np
class Net(HybridBlock):
    def __init__(self, context_length=6, **kwargs):
        super().__init__(**kwargs)
        self._ctx = context_length
        with self.name_scope():
            self.mu = nn.Dense(1, flatten=False, in_units=3)

    def hybrid_forward(self, F, feat, target, raw_mask):
        ctx = self._ctx
        mu = self.mu(feat[:, -ctx:]).squeeze(axis=-1)
        weights = (raw_mask[:, -ctx:] > -0.5).astype("float32")
        loss = F.np.square(target[:, -ctx:] - mu)
        return (loss * weights).sum(axis=1) / F.np.maximum(weights.sum(axis=1), 1.0)
