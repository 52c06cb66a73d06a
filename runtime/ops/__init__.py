"""Op definitions, one module per family; importing this registers them all.

Layer ``ops``: each op's kernel, shape and type rules, gradient and generated-code forms, registered
into the core's op table (``registry``); imports only the core, never the frontend (NDArray, Symbol).
"""
from . import elemwise, tensor, reduce, init, nn, control, image  # noqa: F401
from . import contrib_box, contrib_attention, contrib_deformable, legacy  # noqa: F401
from . import contrib_multibox  # noqa: F401  (MultiBoxPrior, MultiBoxDetection)
from . import contrib_mask  # noqa: F401  (boolean_mask, allclose)
from . import linalg  # noqa: F401  (nd.linalg / sym.linalg, khatri_rao)
from . import custom  # noqa: F401  (python operators: Custom)
from . import quantized, quantized_conv, mkldnn_fc  # noqa: F401  (MXNet's MKLDNN int8 and fused ops)
