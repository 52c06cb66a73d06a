"""Gated multimodal unit: a joint projection split by ellipsis slices into the gate and the two modalities' halves."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4), (2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._dim = dim
        with self.name_scope():
            self.joint = nn.Dense(2 * dim, in_units=2 * dim, flatten=False)

    def hybrid_forward(self, F, text, image):
        z = self.joint(F.concat(text, image, dim=-1))
        gate = F.sigmoid(z[..., :self._dim])
        fused = F.tanh(z[..., self._dim:])
        return gate * text + (1 - gate) * fused
