"""apache/mxnet#8537 (https://github.com/apache/mxnet/issues/8537), "F.pad(...) doesn't accept symbol
input even in HybridBlock?": a user exporting the MXNet neural-style example made every block of its
net.py a HybridBlock to get a symbol graph; the Gram matrix block then reads `y.shape` and calls the
module-level `F` (`import mxnet.ndarray as F`) from a helper, both of which fail on a Symbol.

Source: apache/mxnet example/gluon/style_transfer/net.py (find_string id 526927266): the helper
`gram_matrix` unchanged; `GramMatrix(Block).forward(x)` written as the thread describes the user's
change, `GramMatrix(HybridBlock).hybrid_forward(self, F, x)` with the same body, and named `Net`.
(Set 14's gram_custom is a fork's later CustomOp version of this block, not this code.)
"""
import mxnet as mx
from mxnet.gluon import HybridBlock
import mxnet.ndarray as F

INPUTS = [(2, 3, 4, 5)]


def gram_matrix(y):
    (b, ch, h, w) = y.shape
    features = y.reshape((b, ch, w * h))
    #features_t = F.SwapAxis(features,1, 2)
    gram = F.batch_dot(features, features, transpose_b=True) / (ch * h * w)
    return gram


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        gram = gram_matrix(x)
        return gram
