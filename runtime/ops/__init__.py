"""Op definitions, one module per family; importing this registers them all."""
from . import elemwise, tensor, reduce, init, nn, control, image, contrib_box, contrib_attention  # noqa: F401
from . import contrib_deformable  # noqa: F401
from . import custom  # noqa: F401  (python operators: Custom)
