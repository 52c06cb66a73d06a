"""Zero-DCE: a light CNN with symmetric skip concatenations produces 24 channels (tanh), split into 8 curve
maps of 3 channels by `F.split`, applied iteratively as LE(x) = x + a * (x^2 - x)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class DCENet(HybridBlock):
    def __init__(self, nf=4, n_iter=8, **kwargs):
        super().__init__(**kwargs)
        self.n_iter = n_iter
        with self.name_scope():
            self.e1 = nn.Conv2D(nf, 3, padding=1, activation="relu")
            self.e2 = nn.Conv2D(nf, 3, padding=1, activation="relu")
            self.e3 = nn.Conv2D(nf, 3, padding=1, activation="relu")
            self.e4 = nn.Conv2D(nf, 3, padding=1, activation="relu")
            self.e5 = nn.Conv2D(3 * n_iter, 3, padding=1)

    def hybrid_forward(self, F, x):
        x1 = self.e1(x)
        x2 = self.e2(x1)
        x3 = self.e3(F.concat(x1, x2, dim=1))
        x4 = self.e4(F.concat(x2, x3, dim=1))
        r = F.split(F.tanh(self.e5(x4)), num_outputs=self.n_iter, axis=1)
        enhanced = x
        for i in range(self.n_iter):
            enhanced = enhanced + r[i] * (F.square(enhanced) - enhanced)
        return enhanced, F.concat(*r, dim=1)


Net = DCENet
