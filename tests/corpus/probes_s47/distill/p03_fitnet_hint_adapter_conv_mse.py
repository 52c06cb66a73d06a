"""FitNets hint loss: a 1x1 adapter conv maps the student's feature map to the teacher's channels, compared by mean squared error; the teacher's map is an input."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 16, 4, 4)]


class HintStudent(HybridBlock):
    def __init__(self, width=8, teacher_channels=16, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.body = nn.HybridSequential()
            self.body.add(nn.Conv2D(width, 3, strides=2, padding=1, in_channels=3), nn.Activation("relu"))
            self.adapter = nn.Conv2D(teacher_channels, 1, in_channels=width)

    def hybrid_forward(self, F, x, teacher_feat):
        hint = self.adapter(self.body(x))
        return F.mean(F.square(hint - teacher_feat), axis=(1, 2, 3))


class Net(HintStudent):
    pass
