"""Functional convolutional learner: two `F.Convolution` layers with the weights passed in, filter counts and kernel from the constructor, the head `F.FullyConnected` over the flattened map; a first-order inner step subtracts a python-scaled weight decay from every weight."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 6, 6)]


class Net(HybridBlock):
    def __init__(self, in_channels=3, channels=4, classes=5, kernel=3, decay=0.01, **kwargs):
        super().__init__(**kwargs)
        self.channels, self.classes, self.kernel, self.decay = channels, classes, kernel, decay
        with self.name_scope():
            self.c1_w = self.params.get("c1_w", shape=(channels, in_channels, kernel, kernel))
            self.c2_w = self.params.get("c2_w", shape=(channels, channels, kernel, kernel))
            self.fc_w = self.params.get("fc_w", shape=(classes, channels * 9))
            self.fc_b = self.params.get("fc_b", shape=(classes,), init="zeros")

    def conv(self, F, x, w):
        k = (self.kernel, self.kernel)
        return F.relu(F.Convolution(x, w, kernel=k, num_filter=self.channels, no_bias=True, pad=(1, 1)))

    def hybrid_forward(self, F, x, c1_w, c2_w, fc_w, fc_b):
        c1_w, c2_w = c1_w * (1 - self.decay), c2_w * (1 - self.decay)
        h = F.Pooling(self.conv(F, self.conv(F, x, c1_w), c2_w), kernel=(2, 2), stride=(2, 2), pool_type="avg")
        return F.FullyConnected(h, fc_w, fc_b, num_hidden=self.classes)
