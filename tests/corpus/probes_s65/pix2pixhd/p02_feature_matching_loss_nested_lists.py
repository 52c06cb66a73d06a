"""pix2pixHD feature-matching loss: each scale's discriminator returns its intermediate features as a python list; the loss sums `F.mean(F.abs(fake[i][j] - F.stop_gradient(real[i][j])))` over scales and layers with the python weights `4 / (n_layers + 1)` and `1 / num_D` -- subscripts of python lists, equal shapes."""
from mxnet.gluon import HybridBlock, nn


class FeatD(HybridBlock):
    def __init__(self, in_ch=3, ndf=4, n_layers=2, **kwargs):
        super(FeatD, self).__init__(**kwargs)
        with self.name_scope():
            self.layers = nn.HybridSequential()
            ch = in_ch
            for _ in range(n_layers):
                self.layers.add(nn.Conv2D(ndf, 4, strides=2, padding=1, in_channels=ch))
                ch = ndf
            self.layers.add(nn.Conv2D(1, 3, padding=1, in_channels=ch))

    def hybrid_forward(self, F, x):
        feats = []
        for layer in self.layers:
            x = F.LeakyReLU(layer(x), slope=0.2)
            feats.append(x)
        return feats


INPUTS = [(2, 3, 16, 16), (2, 3, 16, 16)]


class FeatureMatching(HybridBlock):
    def __init__(self, num_D=2, n_layers=2, **kwargs):
        super(FeatureMatching, self).__init__(**kwargs)
        self._n, self._l = num_D, n_layers
        with self.name_scope():
            self.ds = nn.HybridSequential()
            for _ in range(num_D):
                self.ds.add(FeatD(n_layers=n_layers))

    def hybrid_forward(self, F, fake_img, real_img):
        fake, real = [], []
        for i in range(self._n):
            fake.append(self.ds[i](fake_img))
            real.append(self.ds[i](real_img))
            fake_img = F.Pooling(fake_img, kernel=(2, 2), stride=(2, 2), pool_type="avg")
            real_img = F.Pooling(real_img, kernel=(2, 2), stride=(2, 2), pool_type="avg")
        w_layer, w_d = 4.0 / (self._l + 1), 1.0 / self._n
        loss = 0
        for i in range(self._n):
            for j in range(len(fake[i]) - 1):
                loss = loss + w_d * w_layer * F.mean(F.abs(fake[i][j] - F.stop_gradient(real[i][j])))
        return loss


Net = FeatureMatching
