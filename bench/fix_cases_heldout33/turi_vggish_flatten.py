"""Turi Create's sound classifier feature extractor (VGGish, in MXNet until Turi Create 6.0): the
network ends in `Flatten_channel_last`, whose hybrid_forward moves the channel axis last with
`mx.ndarray.swapaxes(x, 1, 2)` then `(x, 2, 3)` and flattens.  Eagerly it runs; hybridized the
eager NDArray namespace is given a Symbol and fails.

Source: apple/turicreate @ 2bb6490180 (2019-02),
src/unity/python/turicreate/toolkits/sound_classifier/_audio_feature_extractor.py:
`Flatten_channel_last` as written, and `Net` builds the network as
`VGGishFeatureExtractor._build_net` does (its layer list unchanged).  Input: 2 log-mel patches of
96 frames x 64 bands, (2, 1, 96, 64); output (2, 12288), VGGish's `output_length`.
"""
import mxnet as mx
from mxnet.gluon import nn

INPUTS = [(2, 1, 96, 64)]


class Flatten_channel_last(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Flatten_channel_last, self).__init__(**kwargs)

    def hybrid_forward(self, F, x):
        x = mx.ndarray.swapaxes(x, 1, 2)
        x = mx.ndarray.swapaxes(x, 2, 3)
        return x.flatten()

    def __repr__(self):
        return self.__class__.__name__


class Net(nn.HybridSequential):
    def __init__(self):
        super(Net, self).__init__()
        net = self
        net.add(nn.Conv2D(channels=64, kernel_size=(3, 3), in_channels=1, padding=(1, 1), prefix='vggish_conv0_'))
        net.add(nn.Activation('relu'))
        net.add(nn.MaxPool2D())
        net.add(nn.Conv2D(channels=128, kernel_size=(3, 3), in_channels=64, padding=(1, 1), prefix='vggish_conv1_'))
        net.add(nn.Activation('relu'))
        net.add(nn.MaxPool2D())
        net.add(nn.Conv2D(channels=256, kernel_size=(3, 3), in_channels=128, padding=(1, 1), prefix='vggish_conv2_'))
        net.add(nn.Activation('relu'))
        net.add(nn.Conv2D(channels=256, kernel_size=(3, 3), in_channels=256, padding=(1, 1), prefix='vggish_conv3_'))
        net.add(nn.Activation('relu'))
        net.add(nn.MaxPool2D())
        net.add(nn.Conv2D(channels=512, kernel_size=(3, 3), in_channels=256, padding=(1, 1), prefix='vggish_conv4_'))
        net.add(nn.Activation('relu'))
        net.add(nn.Conv2D(channels=512, kernel_size=(3, 3), in_channels=512, padding=(1, 1), prefix='vggish_conv5_'))
        net.add(nn.Activation('relu'))
        net.add(nn.MaxPool2D())
        net.add(Flatten_channel_last())
