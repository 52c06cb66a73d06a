"""AlexNet written as a HybridBlock whose `hybrid_forward` walks its feature layers and, under a
`verbose` flag, prints each stage's output shape (`print("features[%d] ...: %s" % (i + 1,
x.shape))`, then `(x.shape,)` after the classifier).  Built with `verbose=True`, the shape prints
raise AttributeError on a Symbol once the block is hybridized (the file's own `get_net` calls
`net.hybridize()`).

Source: xiexuliunian/pytorch_gluon_compare @ 39b86bb81b, gluon/模型构造.py (a PyTorch-vs-Gluon
study: "model construction"), AlexNet as written; the module's GPU probe, `get_net` and the
`__main__` demo dropped.  Built with 10 classes (1000 in the file) and `verbose=True`; the
convolution and 4096-unit dense layers are kept.  Input: (1, 3, 64, 64) (227x227 in the demo; 64
is the smallest size the three 3x3/2 poolings leave a 1x1 map for).
"""
from mxnet.gluon import nn
from mxnet import init
from mxnet import nd
import mxnet as mx

INPUTS = [(1, 3, 64, 64)]


class AlexNet(nn.HybridBlock):
    def __init__(self, classes=1000, verbose=False, **kwargs):
        super(AlexNet, self).__init__(**kwargs)
        self.verbose = verbose
        with self.name_scope():
            self.features = nn.HybridSequential(prefix='')
            with self.features.name_scope():
                self.features.add(nn.Conv2D(64, kernel_size=11, strides=4,
                                            padding=2, activation='relu'))
                self.features.add(nn.MaxPool2D(pool_size=3, strides=2))
                self.features.add(nn.Conv2D(192, kernel_size=5, padding=2,
                                            activation='relu'))
                self.features.add(nn.MaxPool2D(pool_size=3, strides=2))
                self.features.add(nn.Conv2D(384, kernel_size=3, padding=1,
                                            activation='relu'))
                self.features.add(nn.Conv2D(256, kernel_size=3, padding=1,
                                            activation='relu'))
                self.features.add(nn.Conv2D(256, kernel_size=3, padding=1,
                                            activation='relu'))
                self.features.add(nn.MaxPool2D(pool_size=3, strides=2))
                # Flatten层负责将(N,C,H,W)维度变为(N,C*H*W)维度
                self.features.add(nn.Flatten())
                self.features.add(nn.Dense(4096, activation='relu'))
                self.features.add(nn.Dropout(0.5))
                self.features.add(nn.Dense(4096, activation='relu'))
                self.features.add(nn.Dropout(0.5))
            self.output = nn.Dense(classes)

    def hybrid_forward(self, F, x):
        for i, b in enumerate(self.features):
            x = b(x)
            if self.verbose:
                print("features[%d] 输出维度: %s" % (i + 1, x.shape))
        x = self.output(x)
        if self.verbose:
            print("output 输出维度: %s" % (x.shape,))
        return x


class Net(AlexNet):
    def __init__(self):
        super(Net, self).__init__(10, verbose=True)
