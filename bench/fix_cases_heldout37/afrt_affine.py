"""The affine layer of an AFRT model (affine feature-response transform: a learned affine crop
of the stimulus, a fixed AlexNet feature stage and a linear read-out, fitted to multi-unit
recordings from monkey V1, V4 and IT; a stored public file, id 19622048454, its repository not
named in the store).  `Affine.hybrid_forward` receives its (1, 3) Parameter `theta`, takes
`theta = theta[0]`, squashes `theta[0]` (scale) and `theta[1]`, `theta[2]` (shifts), assembles the
2x3 affine matrix with `F.Concat(s, nd.zeros(1), t[0], nd.zeros(1), s, t[1], dim=0)[None]`,
broadcasts it to `(x.shape[0], 6)` and samples an `fov` x `fov` grid.  Eagerly it runs;
hybridized `theta[1]` on the Symbol raises IndexError (a Symbol index picks an output), and
`nd.zeros(1)` and `x.shape[0]` have no Symbol meaning.

Source: the stored `Affine` as written (the `Alexnet`, `Response` and `AFRT` wrappers, the
initializer and the training script left out).  Net: `fov` 8, `theta` drawn by the default
initializer.  Input: a (2, 3, 12, 12) image batch.
"""
from types import ModuleType
import mxnet as mx
from mxnet import nd
from mxnet.gluon.nn import HybridBlock
from mxnet.ndarray import NDArray

INPUTS = [(2, 3, 12, 12)]


class Affine(HybridBlock):
    """Affine layer, applies an affine transformation based on parameters theta"""

    def __init__(self, fov) -> None:
        """Initializes theta as empty and fov by the provided parameter."""
        super().__init__()
        self.fov = fov
        with self.name_scope():
            self.theta = self.params.get("theta", shape=(1, 3))

    def hybrid_forward(self, F: ModuleType, x: NDArray, theta: NDArray) -> NDArray:
        """Forward pass through the layer."""
        theta = theta[0]
        s = F.Activation(theta[0], "sigmoid")
        t = F.Activation(F.Concat(theta[1], theta[2], dim=0), "tanh") * (1 - s)
        _theta = F.Concat(s, nd.zeros(1), t[0], nd.zeros(1), s, t[1], dim=0)[None]

        _image = F.BilinearSampler(x, F.GridGenerator(F.broadcast_to(_theta, (x.shape[0], 6)), "affine", (self.fov, self.fov)))
        return _image


class Net(Affine):
    def __init__(self):
        super(Net, self).__init__(8)
