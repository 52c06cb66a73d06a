"""FlowNetC correlation layer: MXNet's Correlation op over the two feature maps, averaged over the channels and passed through a leaky ReLU."""
from mxnet.gluon import nn


INPUTS = [(1, 4, 5, 5), (1, 4, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, f1, f2):
        corr = F.Correlation(f1, f2, kernel_size=1, max_displacement=1, stride1=1, stride2=1,
                             pad_size=1, is_multiply=True)
        corr = corr / f1.shape[1]
        return F.LeakyReLU(corr, slope=0.1)
