"""A child called with tensors by keyword, `self.head(x=feat, mask=m)`, as a PyTorch module would be."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4), (2, 3)]


class Head(HybridBlock):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3)

    def hybrid_forward(self, F, x, mask=None):
        y = self.fc(x)
        return y if mask is None else y * mask


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.head = Head()

    def hybrid_forward(self, F, feat, m):
        return self.head(x=feat, mask=m)
