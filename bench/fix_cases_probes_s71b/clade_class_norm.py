"""CLADE (class-adaptive normalisation, a SPADE neighbour): the one-hot label map resized to the
feature's size by nearest upsampling (`scale = x.shape[2] // seg.shape[2]`), per-class gamma/beta
tables gathered by a 1x1 "conv" of the label map (a dot over the class axis), instance norm without
affine (`nn.InstanceNorm(center=False, scale=False)`), then `x * (1 + gamma) + beta`."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 4, 8, 8), (2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, label_nc=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(label_nc, channels), init=mx.init.Normal(0.2))
            self.bias = self.params.get('bias', shape=(label_nc, channels), init=mx.init.Normal(0.2))
            self.param_free_norm = nn.InstanceNorm(center=False, scale=False, in_channels=channels)

    def hybrid_forward(self, F, x, segmap, weight, bias):
        scale = x.shape[2] // segmap.shape[2]
        seg = F.UpSampling(segmap, scale=scale, sample_type='nearest')
        normalized = self.param_free_norm(x)
        seg_t = seg.transpose((0, 2, 3, 1))
        gamma = F.dot(seg_t, weight).transpose((0, 3, 1, 2))
        beta = F.dot(seg_t, bias).transpose((0, 3, 1, 2))
        return normalized * (1 + gamma) + beta
