"""YOLACT protonet: 3x3 convs from a python list of (kernel, channels) pairs, `UpSampling(scale=2, sample_type="nearest")` between them, a final 1x1 conv to k prototypes and ReLU; the layers are children of a HybridSequential built by a loop in `__init__`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class ProtoNet(HybridBlock):
    def __init__(self, channels=8, cfg=((3, 8), (3, 8), (None, 0), (3, 6), (1, 4)), **kwargs):
        super().__init__(**kwargs)
        self._cfg = cfg
        with self.name_scope():
            self.layers = nn.HybridSequential()
            c_in = channels
            for kernel, c_out in cfg:
                if kernel is None:
                    continue
                self.layers.add(nn.Conv2D(c_out, kernel, padding=kernel // 2, in_channels=c_in))
                c_in = c_out

    def hybrid_forward(self, F, x):
        i = 0
        for kernel, _ in self._cfg:
            if kernel is None:
                x = F.UpSampling(x, scale=2, sample_type="nearest")
                continue
            x = F.relu(self.layers[i](x))
            i += 1
        return x


Net = ProtoNet
