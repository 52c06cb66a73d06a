"""Volume rendering along rays: per-sample densities and colours composited front to back with the transmittance."""
from mxnet.gluon import nn


INPUTS = [(3, 6)]


class Net(nn.HybridBlock):
    def __init__(self, num_samples=4, delta=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._delta = delta
        with self.name_scope():
            self.sigma = nn.Dense(num_samples, in_units=6)
            self.color = nn.Dense(num_samples, in_units=6)

    def hybrid_forward(self, F, ray_feat):
        sigma = F.relu(self.sigma(ray_feat))
        color = F.sigmoid(self.color(ray_feat))
        trans = F.ones_like(sigma[:, 0])
        rgb = F.zeros_like(sigma[:, 0])
        for i in range(sigma.shape[1]):
            alpha = 1 - F.exp(-sigma[:, i] * self._delta)
            rgb = rgb + trans * alpha * color[:, i]
            trans = trans * (1 - alpha)
        return rgb
