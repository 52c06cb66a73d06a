"""RealNVP affine coupling: channels split by num_outputs, scale/shift from the first half, log-det per sample."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class AffineCoupling(HybridBlock):
    def __init__(self, channels=4, hidden=8, **kwargs):
        super().__init__(**kwargs)
        half = channels // 2
        with self.name_scope():
            self.net = nn.HybridSequential()
            self.net.add(nn.Conv2D(hidden, 3, padding=1, in_channels=half), nn.Activation("relu"),
                         nn.Conv2D(2 * half, 3, padding=1, in_channels=hidden))

    def hybrid_forward(self, F, x):
        x_a, x_b = F.split(x, num_outputs=2, axis=1)
        log_s, t = F.split(self.net(x_a), num_outputs=2, axis=1)
        s = F.sigmoid(log_s + 2.0)
        y_b = (x_b + t) * s
        logdet = F.sum(F.log(s), axis=0, exclude=True)           # every axis but the batch
        return F.concat(x_a, y_b, dim=1), logdet


class Net(AffineCoupling):
    pass
