"""U-Net++ style deep supervision: side outputs at 1/2 and 1/4 scale upsampled by nearest UpSampling with the scale `x.shape[2] // o.shape[2]`, summed into the full-resolution output with `+=`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.s1 = nn.Conv2D(4, 3, padding=1, in_channels=3)
            self.s2 = nn.Conv2D(4, 3, strides=2, padding=1, in_channels=4)
            self.s3 = nn.Conv2D(4, 3, strides=2, padding=1, in_channels=4)
            self.heads = nn.HybridSequential()
            for _ in range(3):
                self.heads.add(nn.Conv2D(1, 1, in_channels=4))

    def hybrid_forward(self, F, x):
        f1 = F.relu(self.s1(x))
        f2 = F.relu(self.s2(f1))
        f3 = F.relu(self.s3(f2))
        out = self.heads[0](f1)
        for head, f in ((self.heads[1], f2), (self.heads[2], f3)):
            o = head(f)
            out += F.UpSampling(o, scale=x.shape[2] // o.shape[2], sample_type='nearest')
        return out
