"""A hybrid_forward keyword with a python default, shifted and scaled by a number attribute as
`F.eye`'s size, then used in an `if`: a python int throughout."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 3)]


class Net(HybridBlock):
    def __init__(self, width=1, **kwargs):
        super().__init__(**kwargs)
        self.width = width

    def hybrid_forward(self, F, x, k=2):
        eye = F.eye((k + 1) * self.width)
        if k > 1:
            eye = eye * 2
        return x + eye
