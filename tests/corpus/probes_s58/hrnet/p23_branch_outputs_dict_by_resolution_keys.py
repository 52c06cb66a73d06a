"""HRNet branches kept in a dict keyed by python strides, fused by iterating `sorted(feats.items())`, upsampling by the key ratio; tensors only flow through dict values."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


class DictBranches(HybridBlock):
    def __init__(self, strides=(1, 2, 4), **kwargs):
        super(DictBranches, self).__init__(**kwargs)
        self.strides = strides
        with self.name_scope():
            self.convs = nn.HybridSequential()
            for s in strides:
                self.convs.add(nn.Conv2D(4, 3, strides=s, padding=1))

    def hybrid_forward(self, F, x):
        feats = {s: F.relu(conv(x)) for s, conv in zip(self.strides, self.convs)}
        out = None
        for s, f in sorted(feats.items()):
            up = f if s == 1 else F.UpSampling(f, scale=s, sample_type="nearest")
            out = up if out is None else out + up
        return out


Net = DictBranches
