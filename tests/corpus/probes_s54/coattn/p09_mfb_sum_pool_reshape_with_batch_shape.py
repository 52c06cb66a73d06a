"""MFB whose factor sum-pooling reshapes with `joint.reshape((joint.shape[0], self.o, self.k))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5), (3, 4)]


class MFB(HybridBlock):
    def __init__(self, o=3, k=2, **kwargs):
        super().__init__(**kwargs)
        self.o, self.k = o, k
        with self.name_scope():
            self.proj_i = nn.Dense(o * k, in_units=5)
            self.proj_q = nn.Dense(o * k, in_units=4)

    def hybrid_forward(self, F, img, ques):
        joint = self.proj_i(img) * self.proj_q(ques)
        z = joint.reshape((joint.shape[0], self.o, self.k)).sum(axis=2)
        z = F.sign(z) * F.sqrt(F.abs(z) + 1e-8)
        return F.L2Normalization(z)


Net = MFB
