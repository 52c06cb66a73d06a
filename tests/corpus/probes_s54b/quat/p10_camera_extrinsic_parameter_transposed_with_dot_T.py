"""Points moved into a camera frame by a learned extrinsic rotation Parameter `(3, 3)`: `F.dot(points, extrinsic.T)`."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(4, 5, 3)]


class CameraFrame(HybridBlock):
    def __init__(self, **kwargs):
        super(CameraFrame, self).__init__(**kwargs)
        with self.name_scope():
            self.extrinsic = self.params.get("extrinsic", shape=(3, 3), init=init.Uniform(1.0))

    def hybrid_forward(self, F, points, extrinsic):
        cam = F.dot(points, extrinsic.T)
        return F.broadcast_div(cam, F.abs(F.slice_axis(cam, axis=2, begin=2, end=3)) + 1.0)


Net = CameraFrame
