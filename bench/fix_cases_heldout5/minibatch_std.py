"""StyleGAN discriminator's last stage: the minibatch standard deviation, averaged to one value and
broadcast to (batch, 1, 4, 4), is concatenated to the 4x4 features as an extra channel.

Source: dmlc/gluon-cv, scripts/gan/stylegan/model.py (Discriminator.hybrid_forward, the i == 0
step; nd.mean in the traced code as written there); the progression layers reduced to one conv.
"""
import mxnet.ndarray as nd
from mxnet.gluon import nn

INPUTS = [(3, 2, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.from_rgb = nn.Conv2D(4, 1)
            self.progression = nn.Conv2D(4, 3, padding=1)

    def hybrid_forward(self, F, x):
        out = self.from_rgb(x)
        out_mean = nd.mean(out, 0)
        out_var = (out - out_mean) ** 2
        out_std = F.sqrt(nd.mean(out_var, 0) + 1e-8)
        mean_std = out_std.mean()
        mean_std = mean_std.broadcast_to([out.shape[0], 1, 4, 4])
        out = F.Concat(out, mean_std, dim=1)
        return self.progression(out)
